import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import S3rver from 's3rver';
import { logger } from '../../functions/platform/logger';
import { checkDataFolder, dynamoDir, holdsDatabase } from './data-folder';
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

/**
 * The embedded S3 (s3rver), files under `<dataDir>/s3`, with the bucket created and CORS open to the app's
 * origin for presigned browser uploads.
 */
export async function startEmbeddedS3(dataDir: string, bucket: string): Promise<EmbeddedService> {
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => s3.close() };
}
