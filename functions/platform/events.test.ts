import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { BusEventEnvelope } from '@shared/schemas/bus-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeAwsMessaging } from '../../scripts/testing/fakes/fake-aws-messaging';
import { taskCompletedEvent } from '../../scripts/testing/fixtures/business-events';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { eventBridgeTransport, publishEvent, setLocalEventTransport } from './events';
import { startRuntimeContext } from './runtime-context';

const fake = await startedForThisFile(startFakeAwsMessaging());
afterEach(() => {
  setLocalEventTransport(undefined);
  for (const name of ['EVENT_BUS_NAME', 'AWS_ENDPOINT_URL_EVENTBRIDGE', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
    delete process.env[name];
  }
  startRuntimeContext();
});

const detail = taskCompletedEvent({ actorUserId: 'u1' });

const client = () =>
  new EventBridgeClient({
    region: 'us-east-1',
    endpoint: fake.url,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });

describe('publishEvent', () => {
  it('hands an EventBridge-shaped envelope to the local transport when no bus name is set', async () => {
    const published: BusEventEnvelope[] = [];
    setLocalEventTransport({ publish: async (envelopes) => void published.push(...envelopes) });
    await publishEvent(detail);
    expect(published).toEqual([
      { id: detail.eventId, 'detail-type': 'task_completed', source: 'bizpilot', time: detail.occurredAt, detail },
    ]);
  });

  it('refuses a malformed event at the publisher', async () => {
    setLocalEventTransport({ publish: async () => {} });
    await expect(publishEvent({ ...detail, occurredAt: 'yesterday' })).rejects.toThrow();
  });

  it('fails loudly when there is no bus at all', async () => {
    await expect(publishEvent(detail)).rejects.toThrow(/No event bus/);
  });
});

describe('EventBridge transport (real client, fake endpoint)', () => {
  it('puts the event on the named bus with source bizpilot and the trigger as detail-type', async () => {
    await eventBridgeTransport('bizpilot-dev', client()).publish([
      { id: detail.eventId, 'detail-type': 'task_completed', source: 'bizpilot', time: detail.occurredAt, detail },
    ]);
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ service: 'events', operation: 'PutEvents' });
    const { Entries } = JSON.parse(call.body);
    expect(Entries).toHaveLength(1);
    expect(Entries[0]).toMatchObject({
      EventBusName: 'bizpilot-dev',
      Source: 'bizpilot',
      DetailType: 'task_completed',
    });
    expect(JSON.parse(Entries[0].Detail)).toEqual(detail);
  });

  it('throws when EventBridge reports failed entries (PutEvents answers 200 even then)', async () => {
    fake.failEntriesNext(1);
    await expect(
      eventBridgeTransport('bizpilot-dev', client()).publish([
        { id: 'x', 'detail-type': 'task_completed', source: 'bizpilot', time: detail.occurredAt, detail },
      ]),
    ).rejects.toThrow(/EventBridge rejected 1 event\(s\): InternalFailure: Try again/);
  });

  it('is used by publishEvent when EVENT_BUS_NAME is set', async () => {
    process.env.EVENT_BUS_NAME = 'bizpilot-test';
    process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = fake.url;
    startRuntimeContext();
    setLocalEventTransport({ publish: async () => expect.fail('the local bus must not be used') });
    // The default client reads the region and endpoint from the environment, as in Lambda.
    process.env.AWS_ACCESS_KEY_ID = 'test';
    process.env.AWS_SECRET_ACCESS_KEY = 'test';
    const before = fake.calls.length;
    await publishEvent(detail);
    expect(fake.calls.length).toBe(before + 1);
    expect(JSON.parse(fake.calls.at(-1)!.body).Entries[0].EventBusName).toBe('bizpilot-test');
  });
});
