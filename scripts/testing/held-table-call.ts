import { vi } from 'vitest';
import { db } from '../../functions/platform/dynamodb/client';

/**
 * Lets the next DynamoDB call reach the table, then holds its answer back until `release()`: a read "in flight"
 * that a test can act during. `answered` settles once the table has answered it.
 */
export function holdNextTableCall(): { answered: Promise<void>; release: () => void } {
  const send = db().send.bind(db());
  let answered!: () => void;
  let release!: () => void;
  const tableAnswered = new Promise<void>((resolve) => (answered = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(db(), 'send').mockImplementationOnce(async (command) => {
    const answer = await send(command as never);
    answered();
    await held;
    return answer;
  });
  return { answered: tableAnswered, release };
}
