import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTestModule, sourceFolders } from '../../../scripts/checks/import-graph';
import { repoRoot } from '../../../scripts/local/repo-root';
import { TooManyRequests } from '../errors';
import { cheapPasswordHashingForTests, hashPassword, SIGN_IN_BUSY_MESSAGE, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
  });
  it('salts every hash', async () => {
    // At the test cost: the salt does not depend on it (the real cost is the first test's).
    const release = cheapPasswordHashingForTests();
    try {
      expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
    } finally {
      release();
    }
  });
  it('rejects malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
  it('derives one key at a time and refuses at once (429, retry in 2 s) past a queue of 8', async () => {
    // A hash at the test cost, so each of the 10 derivations is cheap: who waits and who is refused is decided when
    // the 20 calls are made, whatever a derivation costs.
    const release = cheapPasswordHashingForTests();
    const hash = await hashPassword('correct horse battery').finally(release);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => verifyPassword('guess', hash)));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9);
    expect(refused).toHaveLength(11);
    expect(refused[0]).toBeInstanceOf(TooManyRequests);
    expect(refused[0]).toMatchObject({
      message: SIGN_IN_BUSY_MESSAGE,
      code: 'rate_limited',
      retryAfterSeconds: 2,
    });
    // The queue drains: the next one is checked again.
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
  });

  it('hashes at the test cost only while a test runtime holds it, and verifies either cost from the hash', async () => {
    const release = cheapPasswordHashingForTests();
    const cheap = await hashPassword('correct horse battery');
    release();
    release(); // a second release of the same hold changes nothing
    const real = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(real).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword('correct horse battery', cheap)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', cheap)).resolves.toBe(false);
    const again = cheapPasswordHashingForTests();
    try {
      await expect(verifyPassword('correct horse battery', real)).resolves.toBe(true);
    } finally {
      again();
    }
  });
  it('cannot be lowered by a deployment: no setting reaches the test cost, and only test support asks for it', () => {
    // The cost is no environment variable or config key, so the stack and the settings parser have nothing to
    // refuse; what could lower it is a call, and only a test runtime (test support, never shipped) may make one.
    const callers = sourceFolders.flatMap((folder) =>
      readdirSync(`${repoRoot}/${folder}`, { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
        .filter((file) => !/(^|\/)(node_modules|dist|cdk\.out)\//.test(file) && /\.tsx?$/.test(file))
        .filter((file) => readFileSync(`${repoRoot}/${file}`, 'utf8').includes('cheapPasswordHashingForTests')),
    );
    expect(callers).toContain('scripts/testing/test-runtime.ts');
    expect(callers.filter((file) => file !== 'functions/platform/auth/password.ts' && !isTestModule(file))).toEqual([]);
    expect(readFileSync(`${repoRoot}/functions/platform/config.ts`, 'utf8')).not.toMatch(
      /SCRYPT|PASSWORD_(HASH|COST)/i,
    );
  });
});
