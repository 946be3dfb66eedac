import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';

export interface EmbeddedService {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The embedded DynamoDB (dynalite on LevelDB), persisted under `<dataDir>/dynamodb`, on a free loopback port, in
 * a worker thread of this process (so no process can be orphaned).
 */
export async function startEmbeddedDynamo(dataDir: string): Promise<EmbeddedService> {
  const path = join(dataDir, 'dynamodb');
  await mkdir(path, { recursive: true });
  const worker = new Worker(new URL('./dynamo-worker.mjs', import.meta.url), {
    workerData: { path },
  });
  const next = (type: string) =>
    new Promise<{ port?: number; error?: string }>((resolve, reject) => {
      const onMessage = (message: { type: string; port?: number; error?: string }) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const { port } = await next('listening');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      const stopped = next('stopped');
      worker.postMessage({ type: 'stop' });
      const { error } = await stopped;
      await worker.terminate();
      if (error) throw new Error(error);
    },
  };
}

export interface EmbeddedS3 extends EmbeddedService {
  /** Listens to the bucket's S3 event notifications (s3rver emits them in S3's own shape). */
  onEvent(listener: (event: S3Event) => void): void;
  /** Lets the browser at `origin` post presigned uploads to the bucket (its CORS configuration). */
  allowUploadsFrom(origin: string): Promise<void>;
}

/**
 * The embedded S3 (s3rver), files under `<dataDir>/s3`, with the bucket created. Until the app's origin is known
 * (`allowUploadsFrom`), the bucket has no CORS rule, so no page can post to it.
 */
export async function startEmbeddedS3(dataDir: string, bucket: string): Promise<EmbeddedS3> {
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    stop: () => s3.close(),
    onEvent: (listener) => s3.on('event', listener),
    async allowUploadsFrom(origin) {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        await client.send(
          new PutBucketCorsCommand({
            Bucket: bucket,
            CORSConfiguration: {
              CORSRules: [
                { AllowedOrigins: [origin], AllowedMethods: ['POST'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 },
              ],
            },
          }),
        );
      } finally {
        client.destroy();
      }
    },
  };
}
