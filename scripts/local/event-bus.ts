import { randomUUID } from 'node:crypto';
import { type BusEventEnvelope, type BusEventType, runnerEventTypes } from '@shared/schemas/bus-event';
import { handler as automationRunner } from '../../functions/jobs/automation-runner';
import { handler as webhookFanOut } from '../../functions/jobs/webhook-fan-out';
import { type EventTransport, setLocalEventTransport } from '../../functions/platform/events';
import { type AsyncDelivery, createAsyncDelivery } from './async-delivery';

/** An EventBridge event as a Lambda target receives it. */
export type DeliveredEvent = BusEventEnvelope & {
  id: string;
  time: string;
  account: string;
  region: string;
  resources: string[];
  version: '0';
};

export type EventTarget = (event: DeliveredEvent) => Promise<unknown>;

/** A rule of the bus and its target: the events whose `detail-type` is listed (all, without a list) go to it. */
export interface EventRule {
  name: string;
  target: EventTarget;
  detailTypes?: readonly BusEventType[];
}

/**
 * The rules of the stack (infra): the automation runner gets the automation trigger types and its queued runs, the
 * webhook fan-out every event.
 */
export const appEventRules: readonly EventRule[] = [
  { name: 'automation runner', target: automationRunner, detailTypes: runnerEventTypes },
  { name: 'webhook fan-out', target: webhookFanOut },
];

export interface LocalEventBusOptions {
  /** One target for every event instead of the stack's rules (a test's recorder). */
  target?: EventTarget;
  /** Deliveries after the first failed one, like the EventBridge target's `retryAttempts` in infra. */
  retryAttempts?: number;
  baseDelayMs?: number;
}

/**
 * Invocations of each rule's target at once. In AWS each runs in a Lambda of its own against a table that scales;
 * here they share one embedded engine, which a burst of a thousand events at once (a bulk flow, the webhook bench)
 * would bury in requests that time out and are retried, delivering nothing for minutes.
 */
const TARGET_CONCURRENCY = 16;

export type LocalEventBus = EventTransport & Pick<AsyncDelivery<DeliveredEvent>, 'idle' | 'stop'>;

/**
 * The in-process stand-in for the app's EventBridge bus and its rule: `publish` returns at once (as PutEvents does)
 * and each event is delivered asynchronously, in the shape EventBridge gives a Lambda target, to the same runner
 * handler module that runs in AWS. A delivery that throws is retried with backoff; after the last attempt the event
 * is logged as undeliverable (in AWS it would go to the rule's dead-letter queue).
 */
export function createLocalEventBus(options: LocalEventBusOptions = {}): LocalEventBus {
  const rules = options.target ? [{ name: 'target', target: options.target }] : appEventRules;
  const deliveries = rules.map((rule) => ({
    accepts: (type: BusEventType) => !rule.detailTypes || rule.detailTypes.includes(type),
    delivery: createAsyncDelivery<DeliveredEvent>({
      target: rule.target,
      retryAttempts: options.retryAttempts ?? 4,
      baseDelayMs: options.baseDelayMs ?? 200,
      name: `Event delivery to the ${rule.name}`,
      describe: (event) => ({ eventId: event.detail.eventId, detailType: event['detail-type'] }),
      concurrency: TARGET_CONCURRENCY,
    }),
  }));

  return {
    async publish(envelopes) {
      if (deliveries.some(({ delivery }) => delivery.stopped)) throw new Error('The local event bus is stopped');
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
        for (const { accepts, delivery } of deliveries) if (accepts(event['detail-type'])) delivery.send(event);
      }
    },
    idle: async () => void (await Promise.all(deliveries.map(({ delivery }) => delivery.idle()))),
    stop: async () => void (await Promise.all(deliveries.map(({ delivery }) => delivery.stop()))),
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
