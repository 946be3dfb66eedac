import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config';
import { perContext } from './runtime-context';

/** Files (uploaded bank statements), always under their workspace's prefix. */
export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string | undefined } | undefined>;
  delete(key: string): Promise<void>;
  /** A URL the browser can PUT the file to directly, valid for `expiresInSeconds`. */
  presignedUploadUrl(key: string, contentType: string, expiresInSeconds?: number): Promise<string>;
}

/** Tenancy for files: the workspace id comes from the session, never from the request. */
export function workspaceFileKey(workspaceId: string, ...parts: string[]): string {
  if (parts.some((p) => p.includes('/') || p === '..' || p === '')) throw new Error('Invalid file key part');
  return ['workspaces', workspaceId, ...parts].join('/');
}

const s3 = perContext(
  () => {
    const { AWS_REGION, S3_ENDPOINT } = config();
    return new S3Client({
      region: AWS_REGION,
      ...(S3_ENDPOINT
        ? {
            endpoint: S3_ENDPOINT,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          }
        : {}),
    });
  },
  (client) => client.destroy(),
);

/** The S3 implementation: AWS S3 in the cloud, s3rver locally — one code path. */
export function fileStore(): FileStore {
  const Bucket = config().FILES_BUCKET;
  return {
    async put(key, body, contentType) {
      await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const result = await s3().send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await result.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: result.ContentType };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await s3().send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    presignedUploadUrl(key, contentType, expiresInSeconds = 300) {
      return getSignedUrl(s3(), new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
