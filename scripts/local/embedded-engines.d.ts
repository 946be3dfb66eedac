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
    /** S3 event notifications (`ObjectCreated:Put|Post|Copy`, `ObjectRemoved:Delete`), in S3's event shape. */
    on(event: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
  }
}
