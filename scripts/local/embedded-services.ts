import { mkdir } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';

export interface EmbeddedService {
  endpoint: string;
  stop(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });

/** The embedded DynamoDB (dynalite on LevelDB), persisted under `<dataDir>/dynamodb`, on a free loopback port. */
export async function startEmbeddedDynamo(dataDir: string): Promise<EmbeddedService> {
  const path = join(dataDir, 'dynamodb');
  await mkdir(path, { recursive: true });
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }) as unknown as Server & {
    closeAllConnections(): void;
  };
  const { port } = await listen(server, 0);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // dynalite's close waits for open connections and then closes LevelDB, which flushes it to disk.
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err?: Error) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
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
