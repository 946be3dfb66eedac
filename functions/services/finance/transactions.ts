import type { Transaction } from '@shared/schemas/finance';
import * as z from '@shared/zod';
import { queryTransactionDays } from '../../data/finance/transaction-days';
import type { TransactionFilter } from '../../domain/finance/transactions/transaction-view';
import { matchesFilter, transactionView } from '../../domain/finance/transactions/transaction-view';
import { ValidationFailed } from '../../platform/errors';

/** Day items read per query: a day holds up to a thousand transactions, most far fewer. */
const DAYS_PER_QUERY = 25;

/**
 * Where a page of the list stopped: the table kit's cursor of the query page it was in (bound to the workspace),
 * how many day items of that query page were done, and how many transactions of the next one. Opaque to the client.
 */
const positionSchema = z.object({
  c: z.optional(z.string().check(z.maxLength(1024))),
  i: z.number().check(z.int(), z.gte(0), z.lte(DAYS_PER_QUERY)),
  s: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
type Position = z.infer<typeof positionSchema>;

export interface TransactionsQuery extends TransactionFilter {
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * `GET /api/financial/transactions`: newest date first, filtered on the server (dates choose the day items, the
 * other filters look inside them), exactly `limit` a page; `cursor: null` once nothing more matches.
 */
export async function listTransactions(
  workspaceId: string,
  query: TransactionsQuery,
): Promise<{ items: Transaction[]; cursor: string | null }> {
  if (query.from && query.to && query.from > query.to) {
    throw new ValidationFailed('Validation error: "from" must not be after "to"');
  }
  const items: Transaction[] = [];
  let at = decodePosition(query.cursor);
  for (;;) {
    const { pages, cursor } = await queryTransactionDays(
      workspaceId,
      { from: query.from, to: query.to },
      { limit: DAYS_PER_QUERY, cursor: at.c },
    );
    for (let i = at.i; i < pages.length; i++) {
      const page = pages[i]!;
      for (let s = i === at.i ? at.s : 0; s < page.transactions.length; s++) {
        const t = page.transactions[s]!;
        if (!matchesFilter(page, t, query)) continue;
        // One more match exists, so there is a next page, and it starts here.
        if (items.length === query.limit) return { items, cursor: encodePosition({ ...at, i, s }) };
        items.push(transactionView(page, t));
      }
    }
    if (!cursor) return { items, cursor: null };
    at = { c: cursor, i: 0, s: 0 };
  }
}

function encodePosition(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodePosition(cursor: string | undefined): Position {
  if (!cursor) return { i: 0, s: 0 };
  try {
    return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ValidationFailed('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
}
