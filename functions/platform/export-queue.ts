import { appQueue } from './app-queue';
import { config } from './config';

/**
 * The queue of background workspace exports (`EXPORT_QUEUE_URL`, set by the stack; the in-process queue locally): the
 * ZIP writer and every entity's CSV are its consumer's alone, not the hourly sync worker's.
 */
export const exportQueue = appQueue('export', () => config().EXPORT_QUEUE_URL);
