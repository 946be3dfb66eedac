import { randomUUID } from 'node:crypto';
import type { BusinessEventEnvelope } from '@shared/schemas/business-event';
import { handler as automationRunner } from '../../functions/jobs/automation-runner';
import { type EventTransport, setLocalEventTransport } from '../../functions/platform/events';
import { type AsyncDelivery, createAsyncDelivery } from './async-delivery';

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

export type LocalEventBus = EventTransport & Pick<AsyncDelivery<DeliveredEvent>, 'idle' | 'stop'>;

/**
 * The in-process stand-in for the app's EventBridge bus and its rule: `publish` returns at once (as PutEvents does)
 * and each event is delivered asynchronously, in the shape EventBridge gives a Lambda target, to the same runner
 * handler module that runs in AWS. A delivery that throws is retried with backoff; after the last attempt the event
 * is logged as undeliverable (in AWS it would go to the rule's dead-letter queue).
 */
export function createLocalEventBus(options: LocalEventBusOptions = {}): LocalEventBus {
  const delivery = createAsyncDelivery<DeliveredEvent>({
    target: options.target ?? automationRunner,
    retryAttempts: options.retryAttempts ?? 4,
    baseDelayMs: options.baseDelayMs ?? 200,
    name: 'Event delivery',
    describe: (event) => ({ eventId: event.detail.eventId, detailType: event['detail-type'] }),
  });

  return {
    async publish(envelopes) {
      if (delivery.stopped) throw new Error('The local event bus is stopped');
      for (const envelope of envelopes) {
        delivery.send({
          version: '0',
          ...envelope,
          id: randomUUID(),
          time: envelope.time ?? new Date().toISOString(),
          account: '000000000000',
          region: process.env.AWS_REGION ?? 'us-east-1',
          resources: [],
        });
      }
    },
    idle: () => delivery.idle(),
    stop: () => delivery.stop(),
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
