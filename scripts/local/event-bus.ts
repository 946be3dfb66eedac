import { randomUUID } from 'node:crypto';
import type { BusinessEventEnvelope } from '@shared/schemas/business-event';
import { handler as automationRunner } from '../../functions/jobs/automation-runner';
import { type EventTransport, setLocalEventTransport } from '../../functions/platform/events';
import { logger } from '../../functions/platform/logger';

/** An EventBridge event as a Lambda target receives it. */
export type DeliveredEvent = BusinessEventEnvelope & {
  id: string;
  time: string;
  account: string;
  region: string;
  resources: string[];
  version: '0';
};

export type EventTarget = (event: DeliveredEvent) => Promise<unknown>;

export interface LocalEventBusOptions {
  /** The rule's target; the automation runner's handler, as in AWS. */
  target?: EventTarget;
  /** Deliveries after the first failed one, like the EventBridge target's `retryAttempts` in infra. */
  retryAttempts?: number;
  baseDelayMs?: number;
}

export interface LocalEventBus extends EventTransport {
  /** Resolves once every delivery under way (retries included) has finished. */
  idle(): Promise<void>;
  /** Refuses new events, waits for the ones under way and uninstalls the bus. */
  stop(): Promise<void>;
}

/**
 * The in-process stand-in for the app's EventBridge bus and its rule: `publish` returns at once (as PutEvents does)
 * and each event is delivered asynchronously, in the shape EventBridge gives a Lambda target, to the same runner
 * handler module that runs in AWS. A delivery that throws is retried with backoff; after the last attempt the event
 * is logged as undeliverable (in AWS it would go to the rule's dead-letter queue).
 */
export function createLocalEventBus(options: LocalEventBusOptions = {}): LocalEventBus {
  const target = options.target ?? automationRunner;
  const retryAttempts = options.retryAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 200;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const deliver = async (event: DeliveredEvent) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await target(event);
        return;
      } catch (error) {
        if (attempt >= retryAttempts || stopped) {
          logger.error('Event delivery failed for good (in AWS it would go to the dead-letter queue)', {
            eventId: event.detail.eventId,
            detailType: event['detail-type'],
            error: error as Error,
          });
          return;
        }
        logger.warn('Event delivery failed; retrying', { eventId: event.detail.eventId, attempt: attempt + 1 });
        await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt));
      }
    }
  };

  return {
    async publish(envelopes) {
      if (stopped) throw new Error('The local event bus is stopped');
      for (const envelope of envelopes) {
        const event: DeliveredEvent = {
          version: '0',
          ...envelope,
          id: randomUUID(),
          time: envelope.time ?? new Date().toISOString(),
          account: '000000000000',
          region: process.env.AWS_REGION ?? 'us-east-1',
          resources: [],
        };
        // setImmediate: the publisher's request finishes first, as with a real bus.
        const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(event));
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
      }
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async stop() {
      stopped = true;
      await this.idle();
    },
  };
}

/** Creates the bus and makes it the transport of `publishEvents` in this process. */
export function installLocalEventBus(options: LocalEventBusOptions = {}): LocalEventBus {
  const bus = createLocalEventBus(options);
  setLocalEventTransport(bus);
  return {
    ...bus,
    stop: async () => {
      await bus.stop();
      setLocalEventTransport(undefined);
    },
  };
}
