import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import { logger } from '../../functions/platform/logger';
import { checkDataFolder, dynamoDir, holdsDatabase } from './data-folder';
import { checkPresignedPost } from './post-policy';
import { StartupError } from './startup-error';

export interface EmbeddedService {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The embedded DynamoDB (dynalite on LevelDB), persisted under `<dataDir>/dynamodb`, on a free loopback port, in
 * a worker thread of this process (so no process can be orphaned). The data folder is checked first and the
 * database opened before the engine listens, so every way it can fail (not writable, in use by another instance,
 * damaged) is a `StartupError` with one clear line. `onCrash` hears of the engine stopping on its own later.
 */
export async function startEmbeddedDynamo(
  dataDir: string,
  onCrash: (error: Error) => void = (error) => logger.error('The embedded DynamoDB stopped', { error }),
): Promise<EmbeddedService> {
  await checkDataFolder(dataDir);
  const path = dynamoDir(dataDir);
  const existing = await holdsDatabase(path);
  await mkdir(path, { recursive: true });
  const worker = new Worker(new URL('./dynamo-worker.mjs', import.meta.url), {
    workerData: { path, dataDir, existing },
  });
  type Message = { type: string; port?: number; error?: string };
  const next = (type: string) =>
    new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type === 'failed') reject(new StartupError(message.error));
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded DynamoDB stopped (exit code ${code})`)));
    });
  const { port } = await next('listening');
  let stopping = false;
  worker.on('error', (error) => onCrash(error));
  worker.on('exit', (code) => {
    if (!stopping) onCrash(new Error(`The embedded DynamoDB stopped unexpectedly (exit code ${code})`));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      stopping = true;
      const stopped = next('stopped');
      worker.postMessage({ type: 'stop' });
      const { error } = await stopped;
      await worker.terminate();
      if (error) throw new Error(error);
    },
  };
}

/** The embedded S3's only account (s3rver's default), which the app's S3 client signs with locally. */
const LOCAL_S3_KEYS = new Map([['S3RVER', 'S3RVER']]);

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
  // As S3 does: a browser POST is stored only if its presigned policy holds (signature, expiry, key, type, size).
  s3.checkPost = (bucketName, fields, file) =>
    checkPresignedPost(bucketName, fields, file, (accessKeyId) => LOCAL_S3_KEYS.get(accessKeyId));
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
