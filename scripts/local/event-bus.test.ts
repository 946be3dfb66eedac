import { afterEach, describe, expect, it } from 'vitest';
import { publishEvent } from '../../functions/platform/events';
import { taskCompletedEvent } from '../testing/fixtures/business-events';
import { createLocalEventBus, type DeliveredEvent, installLocalEventBus, type LocalEventBus } from './event-bus';

const detail = taskCompletedEvent();
const envelope = {
  id: detail.eventId,
  'detail-type': 'task_completed' as const,
  source: 'bizpilot' as const,
  time: detail.occurredAt,
  detail,
};

let installed: LocalEventBus | undefined;
afterEach(async () => {
  await installed?.stop();
  installed = undefined;
});

describe('local event bus', () => {
  it('returns from publish before delivering, then delivers the EventBridge shape to the target', async () => {
    const delivered: DeliveredEvent[] = [];
    const bus = createLocalEventBus({ target: async (event) => void delivered.push(event) });
    await bus.publish([envelope]);
    expect(delivered).toEqual([]);
    await bus.idle();
    expect(delivered).toEqual([
      {
        version: '0',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        'detail-type': 'task_completed',
        source: 'bizpilot',
        time: detail.occurredAt,
        account: '000000000000',
        region: expect.any(String),
        resources: [],
        detail,
      },
    ]);
  });

  it('retries a delivery that throws, with backoff, as the EventBridge target does', async () => {
    let calls = 0;
    const bus = createLocalEventBus({
      baseDelayMs: 1,
      target: async () => {
        calls += 1;
        if (calls < 3) throw new Error('DynamoDB unreachable');
      },
    });
    await bus.publish([envelope]);
    await bus.idle();
    expect(calls).toBe(3);
  });

  it('gives up after the retry attempts without crashing the process', async () => {
    let calls = 0;
    const bus = createLocalEventBus({
      baseDelayMs: 1,
      retryAttempts: 2,
      target: async () => {
        calls += 1;
        throw new Error('still broken');
      },
    });
    await bus.publish([envelope]);
    await bus.idle();
    expect(calls).toBe(3);
  });

  it('becomes the transport of publishEvent once installed, and refuses events after stop', async () => {
    const delivered: DeliveredEvent[] = [];
    installed = installLocalEventBus({ target: async (event) => void delivered.push(event) });
    await publishEvent(detail);
    await installed.idle();
    expect(delivered.map((e) => e.detail.eventId)).toEqual([detail.eventId]);
    await installed.stop();
    await expect(publishEvent(detail)).rejects.toThrow(/No event bus/);
    installed = undefined;
  });
});
