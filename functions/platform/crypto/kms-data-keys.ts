import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import { type DataKeyProvider, SealedValueError } from './envelope-cipher';

/**
 * Data keys from AWS KMS: `GenerateDataKey` (AES_256) to seal, `Decrypt` to open, both with the encryption
 * context, which KMS binds into the wrapped key and records in CloudTrail (so every use of a workspace's secret is
 * auditable). The key id is pinned on Decrypt, so a wrapped key from another KMS key is refused.
 */
export function kmsDataKeys(client: KMSClient, keyId: string): DataKeyProvider {
  return {
    kind: 'kms',
    async generateDataKey(context) {
      const answer = await client.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: { ...context } }),
      );
      if (!answer.Plaintext || !answer.CiphertextBlob) throw new Error('KMS GenerateDataKey returned no key');
      return { plaintext: Buffer.from(answer.Plaintext), wrapped: Buffer.from(answer.CiphertextBlob) };
    },
    async unwrapDataKey(wrapped, context) {
      try {
        const answer = await client.send(
          new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: { ...context } }),
        );
        if (!answer.Plaintext) throw new Error('KMS Decrypt returned no key');
        return Buffer.from(answer.Plaintext);
      } catch (error) {
        // A tampered blob or a wrong context is the caller's problem to report, not an outage.
        if (error instanceof Error && error.name === 'InvalidCiphertextException') {
          throw new SealedValueError('damaged value or wrong context');
        }
        throw error;
      }
    },
  };
}
