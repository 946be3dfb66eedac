import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { config } from './config';
import { perContext } from './runtime-context';

/** Files (uploaded bank statements), always under their area's and workspace's prefix. */
export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string, metadata?: Record<string, string>): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string | undefined } | undefined>;
  /** Size and user metadata (`x-amz-meta-*`, names lower-cased) without the body. */
  head(key: string): Promise<{ size: number; metadata: Record<string, string> } | undefined>;
  /** The first `bytes` bytes (fewer when the file is shorter; S3 refuses any range of an empty file). */
  readStart(key: string, bytes: number): Promise<Uint8Array | undefined>;
  /** The body as a stream of chunks, for files too large to hold whole. */
  stream(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a workspace's files of one area); how many there were. */
  deleteAll(prefix: string): Promise<number>;
  /** A link that downloads the file as `fileName` for `expiresInSeconds` (a presigned GET). */
  presignedGet(key: string, options: { fileName: string; expiresInSeconds: number }): Promise<string>;
  /**
   * A presigned S3 POST policy the browser posts a file to directly: exactly this key, at most `maxBytes`, stored as
   * `contentType`, the given fields (metadata) fixed by the signature, valid for `expiresInSeconds`.
   */
  presignedPost(
    key: string,
    options: { maxBytes: number; contentType: string; fields: Record<string, string>; expiresInSeconds?: number },
  ): Promise<{ url: string; fields: Record<string, string> }>;
}

/**
 * Tenancy for files: `<area>/<workspaceId>/…`. The workspace id comes from the session, never from the request; the
 * area comes first so that S3 event notifications can filter by prefix (`statements/` starts an import).
 */
export function workspaceFileKey(area: string, workspaceId: string, ...parts: string[]): string {
  const all = [area, workspaceId, ...parts];
  if (all.some((p) => p.includes('/') || p === '..' || p === '' || p === '.')) throw new Error('Invalid file key part');
  return all.join('/');
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

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** The S3 implementation: AWS S3 in the cloud, s3rver locally — one code path. */
export function fileStore(): FileStore {
  const { FILES_BUCKET: Bucket, FILES_UPLOAD_URL } = config();
  const getObject = async (key: string, range?: string) => {
    try {
      return await s3().send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    async put(key, body, contentType, metadata) {
      await s3().send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, Metadata: metadata }),
      );
    },
    async get(key) {
      const result = await getObject(key);
      if (!result) return undefined;
      return { body: Buffer.from(await result.Body!.transformToByteArray()), contentType: result.ContentType };
    },
    async head(key) {
      try {
        const result = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0, metadata: result.Metadata ?? {} };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async readStart(key, bytes) {
      const result = await getObject(key, `bytes=0-${bytes - 1}`);
      return result ? result.Body!.transformToByteArray() : undefined;
    },
    async stream(key) {
      const result = await getObject(key);
      // In Node the SDK's body is an IncomingMessage: an async iterable of Buffers.
      return result ? (result.Body as unknown as AsyncIterable<Uint8Array>) : undefined;
    },
    async delete(key) {
      await s3().send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteAll(prefix) {
      let deleted = 0;
      let ContinuationToken: string | undefined;
      do {
        // A page is at most 1,000 keys, which is also what one DeleteObjects takes.
        const page = await s3().send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length) {
          const result = await s3().send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (result.Errors?.length) throw new Error(`S3 kept ${result.Errors.length} files under ${prefix}`);
        }
        deleted += keys.length;
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return deleted;
    },
    async presignedGet(key, { fileName, expiresInSeconds }) {
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
      });
      return getSignedUrl(s3(), command, { expiresIn: expiresInSeconds });
    },
    async presignedPost(key, { maxBytes, contentType, fields, expiresInSeconds = 300 }) {
      // Loaded on first use: only the upload-URL route signs POSTs, every other user of the store skips its init.
      const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
      const post = await createPresignedPost(s3(), {
        Bucket,
        Key: key,
        Fields: { ...fields, 'Content-Type': contentType },
        Conditions: [['content-length-range', 0, maxBytes]],
        Expires: expiresInSeconds,
      });
      // The stack names the bucket's regional URL, which the page's Content-Security-Policy also allows.
      return { url: FILES_UPLOAD_URL ?? post.url, fields: post.fields };
    },
  };
}
