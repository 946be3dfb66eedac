import { sqsConsumer } from '../platform/sqs-consumer';
import { runExportMessage } from '../services/workspace/export-job-run';

/**
 * Builds a background 'Export all my data' ZIP: the export queue's consumer, one message at a time. In AWS its event
 * source mapping invokes it; locally the in-process queue (`scripts/local/local-job-queues.ts`) calls this same
 * handler.
 */
export const handler = sqsConsumer((body) => runExportMessage(body));
