// dynalite and s3rver ship no types; these declare the small surface the local runtime uses.
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string; configs: string[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /**
     * Called by the POST Object controller (patches/s3rver+3.7.1.patch) with the form fields sent before the file:
     * answers the file's bytes to store, or rejects with `{code, message, detail}`, answered as that S3 error.
     */
    checkPost?: (bucket: string, fields: Record<string, string>, file: AsyncIterable<Uint8Array>) => Promise<Buffer>;
    /** S3 event notifications (`ObjectCreated:Put|Post|Copy`, `ObjectRemoved:Delete`), in S3's event shape. */
    on(event: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
  }
}
