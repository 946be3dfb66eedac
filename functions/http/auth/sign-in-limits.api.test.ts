import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';

/**
 * The lockout under a burst: every attempt reserves its slot in the window before the password is checked, so a
 * burst of parallel guesses gets no more checks than a patient attacker would. Its own runtime (and address
 * counters): the address limit it exhausts last would otherwise lock out the other auth tests.
 */
const api = await startedForThisFile(startTestApi());

const signIn = (email: string, password: string) => api.client().post('/api/auth/local/sign-in', { email, password });

describe('the sign-in lockout under parallel guesses', () => {
  // Forty times the limit all in flight at once is the race the reservation closes. The lockout is audited once per
  // window, so the refused guesses write nothing more and the burst finishes well inside a request's 30 s.
  it('checks at most 10 passwords of a 400-guess burst, refuses the right one hidden in it, and audits one lockout', async () => {
    const { email, password, client, user } = await signUpUser(api);
    const guesses = Array.from({ length: 400 }, (_, i) => (i === 390 ? password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((guess) => signIn(email, guess)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(390);
    const odd = answers.filter((answer) => answer.status !== 401 && answer.status !== 429);
    expect(odd.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`)).toEqual([]);
    expect(answers[390]!.status).toBe(429);
    expect(answers[390]!.headers.getSetCookie()).toEqual([]);

    const afterwards = await signIn(email, password);
    expect(afterwards.status).toBe(429);
    expect(afterwards.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    const retryAfter = Number(afterwards.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // The session from sign-up still reads the account's own workspace log (audit needs Elite).
    await upgradeLocally(client, 'elite');
    const lockouts = await client.get(`/api/audit?actor=${user.id}&action=auth.locked_out`);
    expect(lockouts.status, lockouts.text).toBe(200);
    expect(lockouts.body.items).toHaveLength(1);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { email, password } = await signUpUser(api);
    for (let i = 0; i < 12; i++) expect((await signIn(email, password)).status).toBe(200);
  });

  // A signed-in session guessing its own current password counts against the same window as a sign-in would, and
  // the lockout it reaches is an entry owners see just as a sign-in's is, once for the window.
  it('locks the email after 10 wrong current passwords on a password change, and audits that lockout once', async () => {
    const { email, password, client, user } = await signUpUser(api);
    const change = (currentPassword: string) =>
      client.post('/api/account/password', { currentPassword, newPassword: 'a brand new passphrase' });
    for (let i = 0; i < 10; i++) expect((await change(`wrong guess ${i}`)).status).toBe(400);

    const refused = await change(password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');

    await upgradeLocally(client, 'elite');
    const lockouts = async () => {
      const res = await client.get(`/api/audit?actor=${user.id}&action=auth.locked_out`);
      expect(res.status, res.text).toBe(200);
      return res.body.items;
    };
    const [lockout, ...more] = await lockouts();
    expect(more).toEqual([]);
    expect(lockout).toMatchObject({ actor: { type: 'user', id: user.id }, target: { type: 'user', id: user.id } });
    // The sign-in it now refuses is the same lockout, not a second entry.
    expect((await signIn(email, password)).status).toBe(429);
    expect(await lockouts()).toHaveLength(1);
  });

  it('counts failures per client address too: guessing across many emails is refused after 50', async () => {
    const emails = Array.from({ length: 80 }, (_, i) => `spray-${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => signIn(email, 'Winter2026!')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(50);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // The address is locked for every account now, even one it never tried.
    const { email, password } = await signUpUser(api);
    expect((await signIn(email, password)).status).toBe(429);
  });
});
