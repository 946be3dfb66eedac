import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { TooManyRequests } from '../errors';

/**
 * scrypt with N=2^15, r=8, p=1 (OWASP's minimum is N=2^17 for r=8 at 128 MiB; 2^15 keeps a sign-in around
 * 50 ms on a small Lambda while still costing an attacker 32 MiB per guess). Parameters travel in the hash so
 * they can be raised later without breaking stored hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * The cost of new hashes while a test runtime holds `cheapPasswordHashingForTests`: the suite signs up a few hundred
 * users, and at N=2^15 each hash took seconds on a loaded machine. It is no setting (no environment variable or config
 * key reaches it), so no deployment can lower the cost: only a function call can, and `password.test.ts` proves that
 * only test support makes it. A hash keeps its parameters, so verification reads them from the hash either way.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
let cheapHashingHolders = 0;

/** Test runtimes only: new hashes use `TEST_PARAMS` until the returned release is called (once per holder). */
export function cheapPasswordHashingForTests(): () => void {
  cheapHashingHolders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    cheapHashingHolders -= 1;
  };
}

/**
 * scrypt runs on libuv's thread pool, which file and DNS work share; a burst of sign-ins would occupy all of it and
 * every core. So one process derives at most `SCRYPT_CONCURRENCY` keys at once and queues at most `SCRYPT_QUEUE`
 * more; past that a sign-in is refused at once (429, retry in a moment) rather than waiting behind the flood. A Lambda
 * container serves one request at a time, so there the queue is always empty.
 */
const SCRYPT_CONCURRENCY = 1;
const SCRYPT_QUEUE = 8;
const SCRYPT_BUSY_RETRY_SECONDS = 2;
export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-ins at once. Try again in a few seconds.';

let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  if (running >= SCRYPT_CONCURRENCY) {
    if (waiting.length >= SCRYPT_QUEUE) throw new TooManyRequests(SIGN_IN_BUSY_MESSAGE, SCRYPT_BUSY_RETRY_SECONDS);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function newHashParams(): { N: number; r: number; p: number } {
  return cheapHashingHolders > 0 ? TEST_PARAMS : PARAMS;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = newHashParams();
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A real hash of nothing, so an unknown email costs the same time as a wrong password: one per cost, so that a decoy
 * made while a test runtime held the cheap cost is never the one checked at the real cost.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(): Promise<string> {
  const { N } = newHashParams();
  let decoy = decoys.get(N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'));
    decoys.set(N, decoy);
  }
  return decoy;
}
