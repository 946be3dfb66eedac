import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';
import { queryAll } from './query-all';

/**
 * The dashboard's day rollups and revenue pairs, in the workspace partition:
 * - `KPIDAY#<YYYY-MM-DD>`: one item per day, one numeric attribute per metric (`leads`, `revenue.apps.add_ons`,
 *   `ttc.145`…), moved only with `ADD`, so concurrent writers never overwrite each other;
 * - `KPIINV#<YYYY-MM-DD>#<itemId>`: a paid invoice the matching may pair (`amountCents`, `depositId` or null);
 * - `KPIDEP#<depositId>`: the claim that pairs a deposit with one invoice (`invoiceId`, `invoiceDate`), written with
 *   `attribute_not_exists` so a deposit is never paired twice.
 */
type CalendarDate = string;

/** A day and its metrics: numeric attributes by name (the domain's `DayDelta`). */
export interface DayRecord {
  date: CalendarDate;
  metrics: Readonly<Partial<Record<string, number>>>;
}

/** Attributes of a day item that are not metrics. */
const DAY_ATTRIBUTES = new Set(['pk', 'sk', 'type', 'date']);

const pk = (workspaceId: string) => `WS#${workspaceId}`;
const dayKey = (workspaceId: string, date: CalendarDate) => ({ pk: pk(workspaceId), sk: `KPIDAY#${date}` });
const invoiceKey = (workspaceId: string, date: CalendarDate, id: string) => ({
  pk: pk(workspaceId),
  sk: `KPIINV#${date}#${id}`,
});
const depositKey = (workspaceId: string, depositId: string) => ({ pk: pk(workspaceId), sk: `KPIDEP#${depositId}` });

/** Adds each day's metrics with one atomic UpdateItem per day. */
export async function addToDays(workspaceId: string, deltas: readonly DayRecord[]): Promise<void> {
  await Promise.all(
    deltas.map(async ({ date, metrics }) => {
      const entries = Object.entries(metrics).filter((entry): entry is [string, number] => !!entry[1]);
      if (entries.length === 0) return;
      const names: Record<string, string> = { '#type': 'type', '#date': 'date' };
      const values: Record<string, unknown> = { ':type': 'KpiDay', ':date': date };
      entries.forEach(([name, value], i) => {
        names[`#m${i}`] = name;
        values[`:m${i}`] = value;
      });
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: dayKey(workspaceId, date),
          UpdateExpression: `SET #type = :type, #date = :date ADD ${entries.map((_, i) => `#m${i} :m${i}`).join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    }),
  );
}

/** The days from `from` to `to` that have anything: one Query (at most 732 small items for 365d and the year before). */
export async function readDays(workspaceId: string, from: CalendarDate, to: CalendarDate): Promise<DayRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk(workspaceId), ':from': `KPIDAY#${from}`, ':to': `KPIDAY#${to}` },
  });
  return items.map((item) => ({ date: item.date as CalendarDate, metrics: metricsOf(item) }));
}

function metricsOf(item: Record<string, unknown>): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!DAY_ATTRIBUTES.has(name) && typeof value === 'number' && value !== 0) metrics[name] = value;
  }
  return metrics;
}

/**
 * Replaces the days of a span with recomputed ones (the recompute job): days with nothing are deleted. An `ADD` made
 * by a writer while this runs may be overwritten; the job is for repairs and zone changes, run when writes are rare.
 */
export async function replaceDays(
  workspaceId: string,
  span: { from: CalendarDate; to: CalendarDate },
  days: readonly DayRecord[],
): Promise<void> {
  const fresh = new Set(days.map((d) => d.date));
  const stale = (await readDays(workspaceId, span.from, span.to)).filter((d) => !fresh.has(d.date));
  await Promise.all([
    ...stale.map((d) => db().send(new DeleteCommand({ TableName: tableName(), Key: dayKey(workspaceId, d.date) }))),
    ...days.map((d) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...dayKey(workspaceId, d.date), type: 'KpiDay', date: d.date, ...d.metrics },
        }),
      ),
    ),
  ]);
}

export interface IndexedInvoice {
  id: string;
  date: CalendarDate;
  amountCents: number;
  depositId: string | null;
}

export async function invoicesBetween(
  workspaceId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<IndexedInvoice[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk(workspaceId), ':from': `KPIINV#${from}#`, ':to': `KPIINV#${to}#\uffff` },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    id: item.id as string,
    date: item.date as CalendarDate,
    amountCents: item.amountCents as number,
    depositId: (item.depositId as string | null | undefined) ?? null,
  }));
}

/** Records a paid invoice for matching, keeping its pair if it has one. */
export async function putInvoice(
  workspaceId: string,
  invoice: { id: string; date: CalendarDate; amountCents: number },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: invoiceKey(workspaceId, invoice.date, invoice.id),
      UpdateExpression: 'SET #type = :type, id = :id, #date = :date, amountCents = :amount',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date' },
      ExpressionAttributeValues: {
        ':type': 'KpiInvoice',
        ':id': invoice.id,
        ':date': invoice.date,
        ':amount': invoice.amountCents,
      },
    }),
  );
}

export async function deleteInvoice(workspaceId: string, id: string, date: CalendarDate): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: invoiceKey(workspaceId, date, id) }));
}

export async function depositPartner(workspaceId: string, depositId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: depositKey(workspaceId, depositId), ConsistentRead: true }),
  );
  return (Item?.invoiceId as string | undefined) ?? null;
}

/**
 * Pairs a deposit with an invoice when neither is paired: the deposit's claim is a conditional put, then the invoice
 * takes the deposit if it still has none (else the claim is taken back). No transactions: two single-item
 * conditional writes, ordered so that a crash between them leaves a claim the recompute job settles.
 */
export async function claimPair(
  workspaceId: string,
  invoice: { id: string; date: CalendarDate },
  depositId: string,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...depositKey(workspaceId, depositId),
          type: 'KpiDepositPair',
          invoiceId: invoice.id,
          invoiceDate: invoice.date,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKey(workspaceId, invoice.date, invoice.id),
        UpdateExpression: 'SET depositId = :deposit',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(depositId) OR depositId = :none)',
        ExpressionAttributeValues: { ':deposit': depositId, ':none': null },
      }),
    );
    return true;
  } catch (error) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: depositKey(workspaceId, depositId) }));
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function releasePair(workspaceId: string, invoiceId: string, depositId: string): Promise<void> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: depositKey(workspaceId, depositId), ReturnValues: 'ALL_OLD' }),
  );
  const date = Attributes?.invoiceDate as CalendarDate | undefined;
  if (!date) return;
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKey(workspaceId, date, invoiceId),
        UpdateExpression: 'SET depositId = :none',
        ConditionExpression: 'depositId = :deposit',
        ExpressionAttributeValues: { ':none': null, ':deposit': depositId },
      }),
    )
    .catch((error: unknown) => {
      // The invoice was forgotten (or re-paired) meanwhile: nothing of this pair is left on it.
      if (!isConditionalCheckFailure(error)) throw error;
    });
}

/** Every recorded pair (the recompute job checks which still hold). */
export async function listPairs(workspaceId: string): Promise<{ invoiceId: string; depositId: string }[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk(workspaceId), ':prefix': 'KPIDEP#' },
  });
  return items.map((item) => ({ invoiceId: item.invoiceId as string, depositId: (item.sk as string).slice(7) }));
}
