import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { signInUser, signUpUser } from '../testing/test-runtime';
import { startLocalRuntime } from './runtime';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('local runtime', () => {
  it('keeps every account and session across a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-restart-'));
    dataDirs.push(dataDir);
    const webDist = join(dataDir, 'none');

    const first = await startLocalRuntime({ port: 0, dataDir, webDist });
    const { client } = await signUpUser(first, { email: 'restart@example.com', firstName: 'Re', lastName: 'Start' });
    await first.stop();

    const second = await startLocalRuntime({ port: 0, dataDir, webDist });
    try {
      const sameSession = new ApiClient(second.url);
      sameSession.cookies.set('__Host-sid', client.sessionCookie!);
      expect((await sameSession.get('/api/auth/user')).body.email).toBe('restart@example.com');
      const { response: signIn } = await signInUser(second, 'restart@example.com');
      expect(signIn.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
