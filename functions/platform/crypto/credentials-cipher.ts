import { KMSClient } from '@aws-sdk/client-kms';
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
