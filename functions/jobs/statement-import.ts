import type { S3Event } from 'aws-lambda';
import { logger } from '../platform/logger';
import { importUploadedStatement } from '../services/finance/statement-runs';

/**
 * The statement import job: S3 `ObjectCreated` notifications of the files bucket's `statements/` prefix invoke it
 * in AWS (asynchronously: two retries, then the dead-letter queue), and the local runtime hands it the embedded
 * S3's notifications in the same shape. Records are imported one after another; a transient failure throws so the
 * whole event is retried (a statement already imported is not imported twice).
 */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    if (!record.eventName.startsWith('ObjectCreated:')) continue;
    // S3 URL-encodes keys in notifications, with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const result = await importUploadedStatement(key);
    logger.info('Statement import job', { key, result });
  }
}
