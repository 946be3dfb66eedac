import { appQueue } from './app-queue';
import { config } from './config';

/**
 * The queue of forecast recomputes a job asks for once it changed the books (`FORECAST_QUEUE_URL`, set by the stack;
 * the in-process queue locally). The forecast's models are its consumer's alone, so the jobs that change the books
 * (the statement import, the sync worker) do not carry them.
 */
export const forecastQueue = appQueue('forecast', () => config().FORECAST_QUEUE_URL);
