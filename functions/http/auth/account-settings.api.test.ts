import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signInUser, signUpUser, TEST_PASSWORD, type TestApi } from '../../../scripts/testing/test-runtime';

/** Settings → Account: the name and picture, a new password, and signing out everywhere. */
let api: TestApi;
beforeAll(async () => {
  api = await sharedTestApi();
});

describe('PATCH /api/account', () => {
  it('changes the name and picture the app shows, and only those', async () => {
    const { client } = await signUpUser(api, { firstName: 'Ada', lastName: 'Lovelace' });
    const changes = { firstName: 'Augusta', profileImageUrl: 'https://img.example/ada.png' };
    const res = await client.patch('/api/account', changes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...changes, lastName: 'Lovelace', role: 'owner' });
    expect((await client.get('/api/auth/user')).body).toEqual(res.body);
  });

  it('refuses an empty name and a picture that is not https, changing nothing', async () => {
    const { client } = await signUpUser(api, { firstName: 'Ada' });
    const blank = await client.patch('/api/account', { firstName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation', message: 'Validation error: First name is required' });
    const plain = await client.patch('/api/account', { profileImageUrl: 'http://img.example/a.png' });
    expect(plain.status).toBe(400);
    expect(plain.body.issues).toEqual([
      { path: 'profileImageUrl', message: 'Profile image must be an https:// address' },
    ]);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Ada', profileImageUrl: null });
  });
});

describe('POST /api/account/password', () => {
  it('needs the current password: a wrong one is 400 and the old password still signs in', async () => {
    const { client, email } = await signUpUser(api);
    const res = await client.post('/api/account/password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message: 'Current password is incorrect' });
    expect((await signInUser(api, email, TEST_PASSWORD)).response.status).toBe(200);
    expect((await signInUser(api, email, 'a brand new passphrase')).response.status).toBe(401);
  });

  it('changes it, ends every other session and keeps this one', async () => {
    const { client, email } = await signUpUser(api);
    const { client: phone } = await signInUser(api, email);
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const res = await client.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(204);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await signInUser(api, email, TEST_PASSWORD)).response.status).toBe(401);
    expect((await signInUser(api, email, 'a brand new passphrase')).response.status).toBe(200);
  });

  it('holds the new password to the sign-up rules', async () => {
    const { client } = await signUpUser(api);
    const res = await client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'newPassword', message: 'Password must be at least 10 characters' }]);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the person, this one included, and no one else’s', async () => {
    const { client, email } = await signUpUser(api);
    const { client: laptop } = await signInUser(api, email);
    const other = await signUpUser(api);

    const res = await client.post('/api/account/sign-out-everywhere', {});
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/__Host-sid=;/);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await other.client.get('/api/auth/user')).status).toBe(200);
  });
});
