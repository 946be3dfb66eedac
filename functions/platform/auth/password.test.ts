import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../errors';
import { hashPassword, SIGN_IN_BUSY_MESSAGE, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
  it('rejects malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
  it('derives one key at a time and refuses at once (429, retry in 2 s) past a queue of 8', async () => {
    const hash = await hashPassword('correct horse battery');
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
});
