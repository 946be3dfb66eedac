import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { categorySources, revenueKinds, transactionCategories } from '@shared/catalog/finance-categories';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineWorkspaceEntity, getItemsConsistently } from '../../platform/dynamodb/entity';

/**
 * An account's transactions of one date, one item per page (`functions/domain/finance/transactions/transaction-day.ts`
 * says why), the list compressed (deflate, JSON inside; DynamoDB's advice for large attributes, and a fifth of the
 * write units). Page 0 records the last page (`lastPage`), so a reader knows whether a busy day has more; a page
 * read and written back keeps it.
 *
 * Writes come only from holders of the workspace's finance lease (imports, syncs, recategorising), so pages are
 * read, merged and written back whole without conditions.
 */
const dayItemSchema = z.object({
  date: z.string(),
  accountId: z.string(),
  page: z.number().check(z.int(), z.gte(0)),
  version: z.number().check(z.int()),
  /** On page 0: the highest page number of the day. */
  lastPage: z.optional(z.number().check(z.int())),
  transactions: z.instanceof(Uint8Array),
});

export const transactionDayEntity = defineWorkspaceEntity(
  'TransactionDay',
  dayItemSchema,
  'TXDAY#{date}#{accountId}#{page}',
);

const storedTransactionSchema = z.object({
  fingerprint: z.string(),
  description: z.string(),
  merchant: z.string(),
  amountCents: z.number().check(z.int()),
  category: z.enum(transactionCategories),
  revenueKind: z.nullable(z.enum(revenueKinds)),
  categorySource: z.enum(categorySources),
  source: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('statement'),
      statementId: z.string(),
      line: z.number().check(z.int()),
      page: z.nullable(z.number().check(z.int())),
    }),
    z.object({ kind: z.literal('plaid'), bankLinkId: z.string(), transactionId: z.string() }),
    z.object({ kind: z.literal('demo') }),
  ]),
});

/** A transaction as a day page stores it (the domain's `StoredTransaction`). */
export type StoredTransactionRecord = z.infer<typeof storedTransactionSchema>;

/** A day page as read and written (the domain's `TransactionDayPage`). */
export interface TransactionDayRecord {
  date: string;
  accountId: string;
  page: number;
  version: number;
  lastPage?: number;
  transactions: StoredTransactionRecord[];
}

export function encodeTransactions(transactions: readonly StoredTransactionRecord[]): Uint8Array {
  return deflateRawSync(JSON.stringify(transactions));
}

export function decodeTransactions(bytes: Uint8Array): StoredTransactionRecord[] {
  return z.array(storedTransactionSchema).parse(JSON.parse(inflateRawSync(bytes).toString('utf8')));
}

type DayItem = z.output<typeof dayItemSchema>;

const pageOf = (item: DayItem): TransactionDayRecord => ({
  date: item.date,
  accountId: item.accountId,
  page: item.page,
  version: item.version,
  ...(item.lastPage ? { lastPage: item.lastPage } : {}),
  transactions: decodeTransactions(item.transactions),
});

const keyOf = (workspaceId: string, date: string, accountId: string, page: number) =>
  transactionDayEntity.keyOf({ workspaceId, date, accountId, page: String(page) });

/** Every page of the given account-days (absent days are simply not in the answer). */
export async function readTransactionDays(
  workspaceId: string,
  days: ReadonlyArray<{ date: string; accountId: string }>,
): Promise<TransactionDayRecord[]> {
  const firsts = await getMany(days.map((d) => keyOf(workspaceId, d.date, d.accountId, 0)));
  const more = firsts.flatMap((item) =>
    Array.from({ length: item.lastPage ?? 0 }, (_, i) => keyOf(workspaceId, item.date, item.accountId, i + 1)),
  );
  const rest = more.length ? await getMany(more) : [];
  return [...firsts, ...rest].map(pageOf);
}

/** Every page of every account from `from` to `to` (dates, both included): the dashboard's matching and recompute. */
export async function readTransactionDaysBetween(
  workspaceId: string,
  from: string,
  to: string,
): Promise<TransactionDayRecord[]> {
  const items = await transactionDayEntity.queryAll({ workspaceId }, { from: { date: from }, to: { date: to } });
  return items.map(pageOf);
}

async function getMany(keys: ReturnType<typeof keyOf>[]): Promise<DayItem[]> {
  const items: DayItem[] = [];
  // BatchGetItem takes at most 100 keys.
  for (let i = 0; i < keys.length; i += 100) {
    // Strongly consistent: pages are read, merged and written back, often just after the same writer (or the lease's
    // previous holder) wrote them; an eventually consistent read could hand back the page before that write.
    for (const raw of await getItemsConsistently(keys.slice(i, i + 100))) {
      const item = transactionDayEntity.fromItem(raw);
      if (item) items.push(item);
    }
  }
  return items;
}

/** Writes whole pages (the caller holds the finance lease); 25 per BatchWriteItem, several in flight. */
export async function writeTransactionDays(workspaceId: string, pages: readonly TransactionDayRecord[]): Promise<void> {
  // A day left with nothing (an import taken back) is deleted, not kept empty: an empty item would still count as
  // the workspace's newest transaction date. A busy day keeps its pages (page 0 points at the others).
  const emptied = pages.filter((page) => page.transactions.length === 0 && page.page === 0 && !page.lastPage);
  if (emptied.length) await deleteItems(emptied.map((page) => keyOf(workspaceId, page.date, page.accountId, 0)));
  const items = pages
    .filter((page) => !emptied.includes(page))
    .map((page) => ({
      ...keyOf(workspaceId, page.date, page.accountId, page.page),
      type: transactionDayEntity.type,
      date: page.date,
      accountId: page.accountId,
      page: page.page,
      version: page.version + 1,
      lastPage: page.page === 0 ? page.lastPage : undefined,
      transactions: encodeTransactions(page.transactions),
    }));
  const batches: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(4, batches.length) }, async () => {
      while (next < batches.length) await putBatch(batches[next++]!);
    }),
  );
  // A new page is announced on its day's page 0, which readers look at first.
  for (const page of pages.filter((p) => p.page > 0)) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keyOf(workspaceId, page.date, page.accountId, 0),
          UpdateExpression: 'SET lastPage = :page',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastPage) OR lastPage < :page)',
          ExpressionAttributeValues: { ':page': page.page },
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}

async function deleteItems(keys: ReturnType<typeof keyOf>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let pending = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('BatchWriteItem left transaction days undeleted after 5 attempts');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}

async function putBatch(items: Array<Record<string, unknown>>): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 5) throw new Error('BatchWriteItem left transaction days unprocessed after 5 attempts');
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/** The date of the workspace's newest transaction (one key read: day pages sort by date), or null. */
export async function latestTransactionDate(workspaceId: string): Promise<string | null> {
  const { items } = await transactionDayEntity.query({ workspaceId }, { limit: 1, newestFirst: true });
  return items[0]?.date ?? null;
}

/**
 * One query page of day items, newest date first, between `from` and `to` (inclusive calendar dates; either may be
 * open). The cursor is the table kit's, bound to the workspace.
 */
export async function queryTransactionDays(
  workspaceId: string,
  range: { from?: string | undefined; to?: string | undefined },
  options: { limit: number; cursor?: string | undefined },
): Promise<{ pages: TransactionDayRecord[]; cursor: string | undefined }> {
  const { items, cursor } = await transactionDayEntity.query(
    { workspaceId },
    {
      limit: options.limit,
      cursor: options.cursor,
      newestFirst: true,
      ...(range.from ? { from: { date: range.from } } : {}),
      ...(range.to ? { to: { date: range.to } } : {}),
    },
  );
  return { pages: items.map(pageOf), cursor };
}

/** Every day page of the workspace, a query page at a time (re-applying a rule visits them all). */
export async function* allTransactionDays(workspaceId: string): AsyncGenerator<TransactionDayRecord[]> {
  let cursor: string | undefined;
  do {
    const page = await transactionDayEntity.query({ workspaceId }, { limit: 100, cursor });
    yield page.items.map(pageOf);
    cursor = page.cursor;
  } while (cursor);
}
