import { logger } from '../../functions/platform/logger';
import { invokeTallied } from './invocation-tally';
import { createSlots } from './slots';

export interface AsyncDeliveryOptions<E> {
  /** The Lambda handler the event source invokes. */
  target: (event: E) => Promise<unknown>;
  /** Attempts after the first failed one, as the event source's retry setting in infra. */
  retryAttempts: number;
  baseDelayMs: number;
  /** What the log lines call a delivery, e.g. 'Event delivery'. */
  name: string;
  /** What identifies an event in a log line (ids and keys, never the payload). */
  describe: (event: E) => Record<string, unknown>;
  /** Invocations of the target at once at most (unbounded without); events beyond wait their turn. */
  concurrency?: number;
}

export interface AsyncDelivery<E> {
  /** Hands the event over after the sender's own work has finished, as AWS's asynchronous invocation does. */
  send(event: E): void;
  /** Resolves once every delivery under way (retries included) has finished. */
  idle(): Promise<void>;
  /** Refuses new events and waits for the ones under way. */
  stop(): Promise<void>;
  readonly stopped: boolean;
}

/**
 * How AWS hands an event to a Lambda target asynchronously (EventBridge rules, S3 notifications): later, retried with
 * exponential backoff when the handler throws, and after the last attempt logged as undeliverable (in AWS it would go
 * to the dead-letter queue). The local runtime's event sources share it so that they fail the way AWS does.
 */
export function createAsyncDelivery<E>({
  target,
  retryAttempts,
  baseDelayMs,
  name,
  describe,
  concurrency = Number.POSITIVE_INFINITY,
}: AsyncDeliveryOptions<E>): AsyncDelivery<E> {
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  // A slot is held only while the target runs, not during a retry's backoff (as Lambda's asynchronous queue does).
  const slots = createSlots(concurrency);
  const invoke = (event: E) => slots.run(() => invokeTallied(name, () => target(event)));

  const deliver = async (event: E) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await invoke(event);
        return;
      } catch (error) {
        if (attempt >= retryAttempts || stopped) {
          logger.error(`${name} failed for good (in AWS it would go to the dead-letter queue)`, {
            ...describe(event),
            error: error as Error,
          });
          return;
        }
        logger.warn(`${name} failed; retrying`, { ...describe(event), attempt: attempt + 1 });
        await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt));
      }
    }
  };

  return {
    send(event) {
      // setImmediate: the sender's request finishes first, as with the real event source.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(event));
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      await this.idle();
    },
    get stopped() {
      return stopped;
    },
  };
}
