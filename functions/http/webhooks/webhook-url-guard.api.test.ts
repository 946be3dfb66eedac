import { beforeAll, describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpOwner, type Teammate } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';

/**
 * The SSRF rule at registration, with `WEBHOOKS_ALLOW_PRIVATE_TARGETS` off (as in AWS): only https URLs whose host
 * resolves to public addresses are accepted; everything else is a 400 naming what is wrong. (At delivery the same
 * check runs again, and the connection's own DNS lookup refuses non-public answers: `webhook-post.test.ts`.)
 */
delete process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
const api = await startedForThisFile(startTestApi());

let owner: Teammate;
beforeAll(async () => {
  owner = await signUpOwner(api, 'Guarded');
  await upgradeLocally(owner.client, 'elite');
});

const register = (url: string) => owner.client.post('/api/webhooks', { url, events: ['task.created'] });

describe('registering a webhook URL with the override off', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/hooks', 'loopback'],
    ['a private network address', 'https://10.1.2.3/hooks', 'private'],
    ['the cloud metadata endpoint', 'https://169.254.169.254/latest/meta-data/', 'link-local'],
    ['IPv6 loopback', 'https://[::1]/hooks', 'loopback'],
    ['the metadata endpoint as an IPv4-mapped IPv6 address', 'https://[::ffff:169.254.169.254]/', 'link-local'],
    ['a name resolving to loopback', 'https://localhost/hooks', 'loopback'],
  ])('refuses %s with 400', async (_what, url, kind) => {
    const answer = await register(url);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation');
    expect(answer.body.message).toMatch(/^The webhook URL must point to a public address/);
    expect(answer.body.message).toContain(kind);
  });

  it('refuses plain http, even to a public address', async () => {
    const answer = await register('http://93.184.216.34/hooks');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The webhook URL must start with https://');
  });

  it('refuses a URL with credentials in it', async () => {
    const answer = await register('https://user:pass@93.184.216.34/hooks');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('must not contain a user name or password');
  });

  it('refuses changing a URL to a private one', async () => {
    // A public literal address needs no DNS, so the registration itself does not depend on the network.
    const created = await owner.client.create<{ id: string }>('/api/webhooks', {
      url: 'https://93.184.216.34/hooks',
      events: ['task.created'],
    });
    const answer = await owner.client.patch(`/api/webhooks/${created.id}`, { url: 'https://192.168.1.10/hooks' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('private');
  });
});
