import { sqsConsumer } from '../platform/sqs-consumer';
import { runSyncMessage } from '../services/integrations/sync-targets';

/**
 * The hourly sync's second half: the sync queue's consumer (batch size 1, reserved concurrency, so providers are not
 * stampeded). A message whose sync should run again is received again, and after its last receive goes to the
 * dead-letter queue.
 */
export const handler = sqsConsumer((body) => runSyncMessage(body));
