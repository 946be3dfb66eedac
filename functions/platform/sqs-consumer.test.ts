import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { sqsBatchConsumer, sqsConsumer } from './sqs-consumer';

const eventOf = (...bodies: string[]) =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body })) }) as unknown as SQSEvent;

describe('sqsConsumer', () => {
  it('hands each message its parsed body and reports only the ones to receive again', async () => {
    const seen: unknown[] = [];
    const handler = sqsConsumer(async (body) => {
      seen.push(body);
      return (body as { again?: boolean } | undefined)?.again ? 'retry' : 'done';
    });
    const result = await handler(eventOf('{"again":false}', '{"again":true}', 'not json'));
    expect(seen).toEqual([{ again: false }, { again: true }, undefined]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
  });
});

describe('sqsBatchConsumer', () => {
  it('hands the whole batch over at once and reports the messages answered retry', async () => {
    const batches: unknown[][] = [];
    const handler = sqsBatchConsumer(async (messages) => {
      batches.push(messages.map((m) => m.body));
      return messages.map((m) => ((m.body as { again?: boolean } | undefined)?.again ? 'retry' : 'done'));
    });
    const result = await handler(eventOf('{"again":true}', 'not json', '{"again":true}'));
    expect(batches).toEqual([[{ again: true }, undefined, { again: true }]]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm2' }] });
  });
});
