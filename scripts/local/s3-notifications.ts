import { STATEMENT_FILES_AREA } from '@shared/finance/statement-upload';
import type { S3Event } from 'aws-lambda';
import { handler as statementImportJob } from '../../functions/jobs/statement-import';
import { logger } from '../../functions/platform/logger';
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

export interface S3Notifications {
  /** Resolves once every delivery under way (retries included) has finished. */
  idle(): Promise<void>;
  /** Stops delivering and waits for the deliveries under way. */
  stop(): Promise<void>;
}

/**
 * The in-process stand-in for the files bucket's event notification: the embedded S3 reports each stored object,
 * and those under the statements prefix are handed, one record per event as S3 sends them, to the same job
 * handler the stack invokes. A delivery that throws is retried with backoff; after the last attempt it is logged as
 * undeliverable (in AWS it would go to the job's dead-letter queue).
 */
export function installS3Notifications(s3: EmbeddedS3, options: S3NotificationsOptions = {}): S3Notifications {
  const prefix = options.prefix ?? `${STATEMENT_FILES_AREA}/`;
  const target = options.target ?? statementImportJob;
  const retryAttempts = options.retryAttempts ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const deliver = async (event: S3Event) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await target(event);
        return;
      } catch (error) {
        const key = event.Records[0]?.s3.object.key;
        if (attempt >= retryAttempts || stopped) {
          logger.error('S3 notification failed for good (in AWS it would go to the dead-letter queue)', { key, error });
          return;
        }
        logger.warn('S3 notification failed; retrying', { key, attempt: attempt + 1 });
        await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt));
      }
    }
  };

  s3.onEvent((event) => {
    const created = event.Records.filter(
      (r) => r.eventName.startsWith('ObjectCreated:') && r.s3.object.key.startsWith(prefix),
    );
    if (stopped || created.length === 0) return;
    // setImmediate: the upload's own request finishes first, as with S3's asynchronous notifications.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver({ Records: created }));
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  });

  return {
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      await this.idle();
    },
  };
}
