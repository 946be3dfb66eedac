import { KMSClient } from '@aws-sdk/client-kms';
import type * as z from '@shared/zod';
import { config } from '../config';
import { createEnvelopeCipher, type EnvelopeCipher } from './envelope-cipher';
import { kmsDataKeys } from './kms-data-keys';
import { localDataKeys } from './local-data-keys';

let cached: { setting: string; cipher: EnvelopeCipher } | undefined;

/**
 * The cipher for secrets stored on a workspace's behalf. In AWS the stack sets `CREDENTIALS_KEY_ARN` (its KMS key);
 * the local runtime sets `CREDENTIALS_KEY_FILE` (a key file in its data folder). There is deliberately no fallback
 * between the two: a Lambda missing its key setting fails loudly instead of sealing secrets with a key in /tmp.
 */
export function credentialsCipher(): EnvelopeCipher {
  const { CREDENTIALS_KEY_ARN, CREDENTIALS_KEY_FILE, AWS_REGION } = config();
  const setting = CREDENTIALS_KEY_ARN ? `kms:${CREDENTIALS_KEY_ARN}` : `file:${CREDENTIALS_KEY_FILE ?? ''}`;
  if (cached?.setting === setting) return cached.cipher;
  let cipher: EnvelopeCipher;
  if (CREDENTIALS_KEY_ARN) {
    cipher = createEnvelopeCipher(kmsDataKeys(new KMSClient({ region: AWS_REGION }), CREDENTIALS_KEY_ARN));
  } else if (CREDENTIALS_KEY_FILE) {
    cipher = createEnvelopeCipher(localDataKeys(CREDENTIALS_KEY_FILE));
  } else {
    throw new Error('No credentials key is configured: set CREDENTIALS_KEY_ARN (AWS) or CREDENTIALS_KEY_FILE (local)');
  }
  cached = { setting, cipher };
  return cipher;
}

/**
 * Secrets kept on a workspace's behalf as one sealed JSON value (an integration's credentials, a webhook's signing
 * secrets), bound to the workspace and the item that holds them (`{purpose, workspaceId, [itemField]: itemId}`): a
 * sealed value copied into another item does not open there. Opened values are checked against `schema`.
 */
export function sealedSecrets<S extends z.ZodMiniType>(schema: S, purpose: string, itemField: string) {
  const contextOf = (workspaceId: string, itemId: string) => ({ purpose, workspaceId, [itemField]: itemId });
  return {
    seal: (workspaceId: string, itemId: string, secrets: z.output<S>): Promise<string> =>
      credentialsCipher().seal(JSON.stringify(secrets), contextOf(workspaceId, itemId)),
    async open(workspaceId: string, itemId: string, sealed: string): Promise<z.output<S>> {
      const plaintext = await credentialsCipher().open(sealed, contextOf(workspaceId, itemId));
      return schema.parse(JSON.parse(plaintext));
    },
  };
}
