import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { readStatement, tooManyRowsMessage } from './statement';

async function* bytes(data: Uint8Array) {
  yield data;
}

describe('parseStatement', () => {
  it('reads each format through one entry', async () => {
    const ofx = readFileSync(new URL('./fixtures/first-harbor-checking.ofx', import.meta.url));
    const csv = readFileSync(new URL('./fixtures/lloyds-uk.csv', import.meta.url));
    expect((await readStatement(parseStatement('ofx', bytes(ofx)))).accounts[0]!.transactions).toHaveLength(6);
    expect((await readStatement(parseStatement('csv', bytes(csv)))).accounts[0]!.transactions).toHaveLength(5);
  });

  it('refuses a statement past the transaction limit as soon as it passes it, naming the line', async () => {
    const csv = readFileSync(new URL('./fixtures/lloyds-uk.csv', import.meta.url));
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of parseStatement('csv', bytes(csv), { maxTransactions: 3 })) seen.push(event.type);
    })();
    await expect(reading).rejects.toThrow(tooManyRowsMessage);
    await expect(reading).rejects.toMatchObject({ line: 5 });
    expect(seen).toEqual(['account', 'transaction', 'transaction', 'transaction']);
    expect(tooManyRowsMessage).toBe(
      'This statement has more than 100,000 transactions; export a shorter period and upload each part',
    );
  });

  it('refuses an empty OFX or PDF', async () => {
    await expect(readStatement(parseStatement('pdf', bytes(new Uint8Array())))).rejects.toThrow('The file is empty');
  });
});
