import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for AWS KMS speaking its JSON protocol (`X-Amz-Target: TrentService.<Operation>`), enough for
 * envelope encryption: `GenerateDataKey` and `Decrypt`, with the encryption context and the key id bound into the
 * wrapped key as KMS does (a changed context or another key id answers `InvalidCiphertextException`).
 */
export interface FakeKms {
  endpoint: string;
  keyId: string;
  /** Every operation called, in order, with its encryption context. */
  calls: Array<{ operation: string; context: Record<string, string> | undefined }>;
  stop(): Promise<void>;
}

export async function startFakeKms(keyId = 'arn:aws:kms:us-east-1:111122223333:key/fake'): Promise<FakeKms> {
  const masterKey = randomBytes(32);
  const calls: FakeKms['calls'] = [];
  const aad = (id: string, context: Record<string, string> = {}) =>
    Buffer.from(JSON.stringify([id, Object.entries(context).sort()]));

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const operation = String(req.headers['x-amz-target'] ?? '').replace('TrentService.', '');
    calls.push({ operation, context: body.EncryptionContext });
    const reply = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(payload));

    if (operation === 'GenerateDataKey') {
      if (body.KeyId !== keyId) return reply(400, { __type: 'NotFoundException', message: 'Key not found' });
      const plaintext = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      cipher.setAAD(aad(keyId, body.EncryptionContext));
      const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const blob = Buffer.concat([iv, cipher.getAuthTag(), data]);
      return reply(200, {
        KeyId: keyId,
        Plaintext: plaintext.toString('base64'),
        CiphertextBlob: blob.toString('base64'),
      });
    }
    if (operation === 'Decrypt') {
      try {
        if (body.KeyId && body.KeyId !== keyId) throw new Error('wrong key');
        const blob = Buffer.from(body.CiphertextBlob, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', masterKey, blob.subarray(0, 12));
        decipher.setAAD(aad(keyId, body.EncryptionContext));
        decipher.setAuthTag(blob.subarray(12, 28));
        const plaintext = Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()]);
        return reply(200, {
          KeyId: keyId,
          Plaintext: plaintext.toString('base64'),
          EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
        });
      } catch {
        return reply(400, { __type: 'InvalidCiphertextException', message: '' });
      }
    }
    return reply(400, { __type: 'UnsupportedOperationException', message: `${operation} is not faked` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keyId,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
