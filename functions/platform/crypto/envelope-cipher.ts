import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Envelope encryption for secrets the app stores on behalf of a workspace (integration API keys, bank access
 * tokens): every value gets its own 256-bit data key, the value is sealed with AES-256-GCM under that key, and the
 * data key itself is stored only wrapped by a key-encryption key that never leaves its keeper (KMS in AWS, a key
 * file locally). The encryption context (e.g. the workspace id and what the secret is for) is bound into both
 * layers as authenticated data, so a sealed value copied into another workspace's item cannot be opened there.
 *
 * The AWS Encryption SDK does this too, but it adds ~350 KB minified to a Lambda bundle; the format here is small,
 * versioned and tested against the real KMS client.
 */
export type EncryptionContext = Readonly<Record<string, string>>;

export interface DataKeyProvider {
  /** Written into each sealed value so a value is always opened by the kind of keeper that sealed it. */
  readonly kind: 'kms' | 'local';
  generateDataKey(context: EncryptionContext): Promise<{ plaintext: Buffer; wrapped: Buffer }>;
  unwrapDataKey(wrapped: Buffer, context: EncryptionContext): Promise<Buffer>;
}

export interface EnvelopeCipher {
  seal(plaintext: string, context: EncryptionContext): Promise<string>;
  open(sealed: string, context: EncryptionContext): Promise<string>;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value is one string: `v1.<keeper>.<wrapped key>.<iv>.<tag>.<ciphertext>`, parts in base64url. */
export function createEnvelopeCipher(provider: DataKeyProvider): EnvelopeCipher {
  return {
    async seal(plaintext, context) {
      const { plaintext: dataKey, wrapped } = await provider.generateDataKey(context);
      try {
        const { iv, tag, data } = aesGcmEncrypt(dataKey, Buffer.from(plaintext, 'utf8'), contextAad(context));
        return [VERSION, provider.kind, wrapped, iv, tag, data]
          .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
          .join('.');
      } finally {
        dataKey.fill(0);
      }
    },

    async open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 6 || parts[0] !== VERSION) throw new SealedValueError('not a sealed value');
      if (parts[1] !== provider.kind) {
        throw new SealedValueError(
          `sealed by a ${parts[1]} key, but this app is configured with a ${provider.kind} key`,
        );
      }
      const [wrapped, iv, tag, data] = parts.slice(2).map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
        Buffer,
      ];
      const dataKey = await provider.unwrapDataKey(wrapped, context);
      try {
        return aesGcmDecrypt(dataKey, { iv, tag, data }, contextAad(context)).toString('utf8');
      } finally {
        dataKey.fill(0);
      }
    },
  };
}

/** Opening failed: the value is damaged, was sealed for another context, or by another key. Never says more. */
export class SealedValueError extends Error {
  constructor(reason: string) {
    super(`Cannot open the stored secret: ${reason}`);
    this.name = 'SealedValueError';
  }
}

/** The context as authenticated data: keys sorted, so the same context always gives the same bytes. */
export function contextAad(context: EncryptionContext): Buffer {
  const canonical = Object.keys(context)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(context[key] ?? '')}`)
    .join('&');
  return Buffer.from(canonical, 'utf8');
}

export interface AesGcmBox {
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

export function aesGcmEncrypt(key: Buffer, plaintext: Buffer, aad: Buffer): AesGcmBox {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

export function aesGcmDecrypt(key: Buffer, box: AesGcmBox, aad: Buffer): Buffer {
  if (box.iv.length !== IV_BYTES || box.tag.length !== TAG_BYTES) throw new SealedValueError('damaged value');
  const decipher = createDecipheriv('aes-256-gcm', key, box.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(box.tag);
  try {
    return Buffer.concat([decipher.update(box.data), decipher.final()]);
  } catch {
    throw new SealedValueError('damaged value or wrong context');
  }
}
