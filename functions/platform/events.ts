import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { type BusEventDetail, type BusEventEnvelope, busEventDetailSchema } from '@shared/schemas/bus-event';
import { BUSINESS_EVENT_SOURCE } from '@shared/schemas/business-event';
import { config } from './config';
import { perContext } from './runtime-context';

/**
 * THE way to publish a business event. In AWS (`EVENT_BUS_NAME` set) it is an EventBridge `PutEvents` on the app's
 * bus, whose rules invoke the automation runner (trigger types only) and the webhook fan-out (every event); locally
 * the in-process bus (`scripts/local/event-bus.ts`, installed by the local runtime) delivers the same
 * EventBridge-shaped event to the same modules, with the same filters.
 *
 * Publishing happens after the write that caused the event. If it fails, the caller's request fails (500) and the
 * error is logged: the change is kept, and the user sees the failure instead of an automation that silently never ran.
 */
export interface EventTransport {
  publish(envelopes: BusEventEnvelope[]): Promise<void>;
}

let localTransport: EventTransport | undefined;

/** The local runtime installs its in-process bus here; `undefined` removes it. */
export function setLocalEventTransport(transport: EventTransport | undefined): void {
  localTransport = transport;
}

export async function publishEvents(details: BusEventDetail[]): Promise<void> {
  if (!details.length) return;
  const envelopes = details.map(toEnvelope);
  await (await transport()).publish(envelopes);
}

export const publishEvent = (detail: BusEventDetail) => publishEvents([detail]);

async function transport(): Promise<EventTransport> {
  const busName = config().EVENT_BUS_NAME;
  if (busName) return eventBridgeTransport(busName, await eventBridgeClient());
  if (localTransport) return localTransport;
  throw new Error(
    'No event bus: set EVENT_BUS_NAME, or run inside the local runtime (which installs the in-process bus)',
  );
}

function toEnvelope(detail: BusEventDetail): BusEventEnvelope {
  return {
    id: detail.eventId,
    'detail-type': detail.type,
    source: BUSINESS_EVENT_SOURCE,
    time: detail.occurredAt,
    // Validated here so a malformed event fails at its publisher, not later in the runner.
    detail: busEventDetailSchema.parse(detail),
  };
}

/** PutEvents takes at most 10 entries per call. */
const PUT_EVENTS_BATCH = 10;

export function eventBridgeTransport(busName: string, client: EventBridgeClient): EventTransport {
  return {
    async publish(envelopes) {
      const { PutEventsCommand } = await import('@aws-sdk/client-eventbridge');
      for (let i = 0; i < envelopes.length; i += PUT_EVENTS_BATCH) {
        const batch = envelopes.slice(i, i + PUT_EVENTS_BATCH);
        const result = await client.send(
          new PutEventsCommand({
            Entries: batch.map((e) => ({
              EventBusName: busName,
              Source: e.source,
              DetailType: e['detail-type'],
              Time: e.time ? new Date(e.time) : undefined,
              Detail: JSON.stringify(e.detail),
            })),
          }),
        );
        // PutEvents answers 200 even when entries fail; each failed entry carries its own error code.
        if (result.FailedEntryCount) {
          const failed = (result.Entries ?? []).filter((entry) => entry.ErrorCode);
          const reasons = failed.map((entry) => `${entry.ErrorCode}: ${entry.ErrorMessage ?? ''}`.trim()).join('; ');
          throw new Error(`EventBridge rejected ${result.FailedEntryCount} event(s): ${reasons}`);
        }
      }
    },
  };
}

/**
 * Loaded on the first event: publishing is a rare path (a task entering completed), so creating or listing tasks
 * never pays for the EventBridge client at start-up.
 */
const eventBridgeClient = perContext(
  async () => {
    const { EventBridgeClient } = await import('@aws-sdk/client-eventbridge');
    return new EventBridgeClient({ region: config().AWS_REGION });
  },
  (client) => void client.then((c) => c.destroy()),
);
