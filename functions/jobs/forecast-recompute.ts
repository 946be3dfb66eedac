import { sqsConsumer } from '../platform/sqs-consumer';
import { runForecastMessage } from '../services/forecast/books-changed';

/**
 * Redoes a workspace's forecast once a job changed its books (the statement import, the sync worker): the forecast
 * queue's consumer, one message at a time. In AWS its event source mapping invokes it; locally the in-process queue
 * (`scripts/local/local-job-queues.ts`) calls this same handler.
 */
export const handler = sqsConsumer((body) => runForecastMessage(body));
