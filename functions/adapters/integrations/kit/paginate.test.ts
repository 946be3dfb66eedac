import { describe, expect, it } from 'vitest';
import { nextOffset, nextPageNumber, paginate } from './paginate';

async function collect<T>(pages: AsyncIterable<readonly T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const page of pages) out.push([...page]);
  return out;
}

describe('paginate', () => {
  it('reads pages until the provider gives no next token', async () => {
    const data: Record<string, { items: number[]; next: string | null }> = {
      start: { items: [1, 2], next: 'b' },
      b: { items: [3], next: 'c' },
      c: { items: [], next: null },
    };
    const pages = paginate<number, string>('Acme', 'start', async (t) => data[t!]!);
    expect(await collect(pages)).toEqual([[1, 2], [3]]);
  });

  it('stops a provider that repeats a token instead of looping for ever', async () => {
    const pages = paginate<number, string>('Acme', undefined, async () => ({ items: [1], next: 'same' }));
    await expect(collect(pages)).rejects.toThrow('Acme returned the same page token twice');
  });

  it('stops after the page limit', async () => {
    let n = 0;
    const pages = paginate<number, number>('Acme', 0, async () => ({ items: [n], next: ++n }), 3);
    await expect(collect(pages)).rejects.toThrow('Acme listed more than 3 pages; stopped');
  });

  it('computes page-number and offset steps from totals or full pages', () => {
    expect(nextPageNumber(1, 100, 100)).toBe(2);
    expect(nextPageNumber(2, 40, 100)).toBeUndefined();
    expect(nextPageNumber(2, 100, 100, 2)).toBeUndefined();
    expect(nextPageNumber(1, 100, 100, 3)).toBe(2);
    expect(nextOffset(0, 100, 100, 250)).toBe(100);
    expect(nextOffset(200, 50, 100, 250)).toBeUndefined();
    expect(nextOffset(0, 100, 100)).toBe(100);
    expect(nextOffset(100, 0, 100)).toBeUndefined();
  });
});
