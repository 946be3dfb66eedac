import { STATEMENT_FILES_AREA } from '@shared/finance/statement-upload';
import type { S3Event } from 'aws-lambda';
import { handler as statementImportJob } from '../../functions/jobs/statement-import';
import { type AsyncDelivery, createAsyncDelivery } from './async-delivery';
import type { EmbeddedS3 } from './embedded-services';

export type S3EventTarget = (event: S3Event) => Promise<unknown>;

export interface S3NotificationsOptions {
  /** Object-created notifications under this prefix go to `target` (the stack's filter and function). */
  prefix?: string;
  target?: S3EventTarget;
  /** Attempts after the first failed one: Lambda's asynchronous invocation retries twice. */
  retryAttempts?: number;
  baseDelayMs?: number;
}

export type S3Notifications = Pick<AsyncDelivery<S3Event>, 'idle' | 'stop'>;

/**
 * The in-process stand-in for the files bucket's event notification: the embedded S3 reports each stored object,
 * and those under the statements prefix are handed, one record per event as S3 sends them, to the same job
 * handler the stack invokes. A delivery that throws is retried with backoff; after the last attempt it is logged as
 * undeliverable (in AWS it would go to the job's dead-letter queue).
 */
export function installS3Notifications(s3: EmbeddedS3, options: S3NotificationsOptions = {}): S3Notifications {
  const prefix = options.prefix ?? `${STATEMENT_FILES_AREA}/`;
  const delivery = createAsyncDelivery<S3Event>({
    target: options.target ?? statementImportJob,
    retryAttempts: options.retryAttempts ?? 2,
    baseDelayMs: options.baseDelayMs ?? 500,
    name: 'S3 notification',
    describe: (event) => ({ key: event.Records[0]?.s3.object.key }),
  });

  s3.onEvent((event) => {
    const created = event.Records.filter(
      (r) => r.eventName.startsWith('ObjectCreated:') && r.s3.object.key.startsWith(prefix),
    );
    if (!delivery.stopped && created.length > 0) delivery.send({ Records: created });
  });

  return { idle: () => delivery.idle(), stop: () => delivery.stop() };
}
