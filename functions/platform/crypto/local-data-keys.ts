import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { aesGcmDecrypt, aesGcmEncrypt, contextAad, type DataKeyProvider, SealedValueError } from './envelope-cipher';

const KEY_BYTES = 32;

/**
 * The local stand-in for KMS: a 256-bit key-encryption key in a file only the app's user can read (mode 0600),
 * created on first use. Data keys are wrapped with AES-256-GCM under it, bound to the encryption context.
 * Losing the file makes every stored secret unreadable (reconnect the integrations), exactly like deleting a KMS key.
 */
export function localDataKeys(keyFile: string): DataKeyProvider {
  let masterKey: Promise<Buffer> | undefined;
  const key = () => {
    masterKey ??= loadOrCreateKeyFile(keyFile).catch((error: unknown) => {
      masterKey = undefined;
      throw error;
    });
    return masterKey;
  };

  return {
    kind: 'local',
    async generateDataKey(context) {
      const plaintext = randomBytes(KEY_BYTES);
      const { iv, tag, data } = aesGcmEncrypt(await key(), plaintext, contextAad(context));
      return { plaintext, wrapped: Buffer.concat([iv, tag, data]) };
    },
    async unwrapDataKey(wrapped, context) {
      if (wrapped.length !== 12 + 16 + KEY_BYTES) throw new SealedValueError('damaged value');
      const box = { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), data: wrapped.subarray(28) };
      return aesGcmDecrypt(await key(), box, contextAad(context));
    },
  };
}

/** Reads the key file, or creates it exclusively (two processes starting at once end up with the same key). */
export async function loadOrCreateKeyFile(keyFile: string): Promise<Buffer> {
  try {
    return await readKeyFile(keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(keyFile), { recursive: true });
  try {
    await writeFile(keyFile, randomBytes(KEY_BYTES), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(keyFile);
}

async function readKeyFile(keyFile: string): Promise<Buffer> {
  const key = await readFile(keyFile);
  if (key.length !== KEY_BYTES) throw new Error(`The credentials key file ${keyFile} is damaged (expected 32 bytes)`);
  // A copy restored without its mode would be readable by others: tighten it rather than refuse to start.
  if (((await stat(keyFile)).mode & 0o077) !== 0) await chmod(keyFile, 0o600);
  return key;
}
