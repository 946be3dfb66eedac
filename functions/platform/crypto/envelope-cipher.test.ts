import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KMSClient } from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKms, startFakeKms } from '../../../scripts/testing/fakes/fake-kms';
import { createEnvelopeCipher, type EnvelopeCipher, SealedValueError } from './envelope-cipher';
import { kmsDataKeys } from './kms-data-keys';
import { localDataKeys } from './local-data-keys';

const context = { workspaceId: 'ws-1', purpose: 'integration:hubspot' };
const secret = 'pat-na1-0123456789abcdef';

let dir: string;
let kms: FakeKms;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bizpilot-crypto-'));
  kms = await startFakeKms();
});
afterAll(async () => {
  await kms.stop();
  await rm(dir, { recursive: true, force: true });
});

function kmsCipher(keyId = kms.keyId): EnvelopeCipher {
  const client = new KMSClient({
    region: 'us-east-1',
    endpoint: kms.endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  return createEnvelopeCipher(kmsDataKeys(client, keyId));
}

describe.each([
  ['a local key file', () => createEnvelopeCipher(localDataKeys(join(dir, 'shared.key')))],
  ['KMS (the real client against a fake KMS)', () => kmsCipher()],
])('envelope encryption with %s', (_name, makeCipher) => {
  it('opens what it sealed, and the sealed form contains no trace of the secret', async () => {
    const cipher = makeCipher();
    const sealed = await cipher.seal(secret, context);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64'));
    expect(await cipher.open(sealed, context)).toBe(secret);
  });

  it('seals the same secret differently each time (a fresh data key and IV per value)', async () => {
    const cipher = makeCipher();
    expect(await cipher.seal(secret, context)).not.toBe(await cipher.seal(secret, context));
  });

  it("refuses to open a value under another workspace's context", async () => {
    const cipher = makeCipher();
    const sealed = await cipher.seal(secret, context);
    await expect(cipher.open(sealed, { ...context, workspaceId: 'ws-2' })).rejects.toBeInstanceOf(SealedValueError);
  });

  it('refuses a tampered value without saying what it held', async () => {
    const cipher = makeCipher();
    const parts = (await cipher.seal(secret, context)).split('.');
    const data = Buffer.from(parts[5]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[5] = data.toString('base64url');
    const failure = await cipher.open(parts.join('.'), context).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(SealedValueError);
    expect(String(failure)).not.toContain(secret);
  });
});

describe('the local key file', () => {
  it('is created on first use, 32 bytes, readable by the owner only', async () => {
    const keyFile = join(dir, 'nested', 'credentials.key');
    await createEnvelopeCipher(localDataKeys(keyFile)).seal(secret, context);
    expect((await readFile(keyFile)).length).toBe(32);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  it('is the key: another process with the same file opens the value, one with another file cannot', async () => {
    const keyFile = join(dir, 'a.key');
    const sealed = await createEnvelopeCipher(localDataKeys(keyFile)).seal(secret, context);
    expect(await createEnvelopeCipher(localDataKeys(keyFile)).open(sealed, context)).toBe(secret);
    await expect(createEnvelopeCipher(localDataKeys(join(dir, 'b.key'))).open(sealed, context)).rejects.toThrow(
      SealedValueError,
    );
  });

  it('tightens a key file restored with a loose mode', async () => {
    const keyFile = join(dir, 'loose.key');
    await writeFile(keyFile, Buffer.alloc(32, 7), { mode: 0o644 });
    await createEnvelopeCipher(localDataKeys(keyFile)).seal(secret, context);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    const keyFile = join(dir, 'short.key');
    await writeFile(keyFile, Buffer.alloc(5), { mode: 0o600 });
    await expect(createEnvelopeCipher(localDataKeys(keyFile)).seal(secret, context)).rejects.toThrow(/damaged/);
    expect((await readFile(keyFile)).length).toBe(5);
  });
});

describe('KMS data keys', () => {
  it('passes the encryption context to KMS on both calls (so CloudTrail records whose secret was used)', async () => {
    kms.calls.length = 0;
    const cipher = kmsCipher();
    await cipher.open(await cipher.seal(secret, context), context);
    expect(kms.calls).toEqual([
      { operation: 'GenerateDataKey', context },
      { operation: 'Decrypt', context },
    ]);
  });

  it('will not open a value sealed by a local key with a KMS key (or the other way round)', async () => {
    const local = await createEnvelopeCipher(localDataKeys(join(dir, 'c.key'))).seal(secret, context);
    await expect(kmsCipher().open(local, context)).rejects.toThrow(/sealed by a local key/);
  });
});
