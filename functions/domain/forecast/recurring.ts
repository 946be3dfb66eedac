import { mean, median, sampleStandardDeviation } from 'simple-statistics';
import { type CalendarDate, daysBetween } from '../finance/calendar-date';
import { merchantKey } from '../finance/transactions/merchant';
import { anchorDayOf, type Cadence, cadenceOfGap, nextOccurrence } from './cadence';

/** A bank transaction as the forecast needs it. */
export interface FlowTransaction {
  /** Unique in the workspace (the transaction's fingerprint). */
  id: string;
  date: CalendarDate;
  /** Positive for money in. */
  amountCents: number;
  merchant: string;
}

export type Direction = 'in' | 'out';
export type RecurringStatus = 'detected' | 'confirmed' | 'dismissed';

export interface RecurringSeries {
  /** Stable across recomputes while the counterparty, direction and cadence stay (statuses are kept by it). */
  id: string;
  counterparty: string;
  direction: Direction;
  /** The typical amount, cents, positive: the median of the last three. */
  amountCents: number;
  cadence: Cadence;
  /** The day of the month it falls on (monthly and longer), else null. */
  anchorDay: number | null;
  firstSeen: CalendarDate;
  lastSeen: CalendarDate;
  /** The occurrence after the last one seen: past the forecast's day when it is late (or the series ended). */
  nextDate: CalendarDate;
  /** 0–1: how regular its gaps and amounts are. */
  confidence: number;
  /** No occurrence for 1.5 of its periods. */
  ended: boolean;
  /** The transactions it was found in. */
  transactionIds: string[];
}

/** Amounts within this factor of the smallest in a group are one series (a subscription's tax, a price change). */
const AMOUNT_SPREAD = 1.25;
/** The least step between the amounts of two series of one counterparty (and so between a series and the rest). */
const AMOUNT_GAP = 1.1;
/** A series must have this share of its gaps within its cadence's range. */
const MIN_REGULAR_SHARE = 0.75;
const ENDED_AFTER_PERIODS = 1.5;

/**
 * The recurring payments and income in a workspace's bank transactions (issue 34): grouped by counterparty and
 * direction, split into groups of similar amounts, and kept when the gaps between occurrences are of one cadence,
 * with enough occurrences. A one-off purchase, however large, is a group of one and never becomes a series.
 */
export function detectRecurring(transactions: readonly FlowTransaction[], asOf: CalendarDate): RecurringSeries[] {
  const byCounterparty = new Map<string, FlowTransaction[]>();
  for (const t of transactions) {
    if (t.amountCents === 0 || t.date > asOf) continue;
    const key = `${t.amountCents > 0 ? 'in' : 'out'}|${merchantKey(t.merchant)}`;
    const group = byCounterparty.get(key);
    if (group) group.push(t);
    else byCounterparty.set(key, [t]);
  }
  const found: RecurringSeries[] = [];
  for (const group of byCounterparty.values()) {
    for (const cluster of amountClusters(group)) {
      const series = seriesOf(cluster, asOf);
      if (series) found.push(series);
    }
  }
  return withUniqueIds(found).sort((a, b) => a.nextDate.localeCompare(b.nextDate) || a.id.localeCompare(b.id));
}

function amountClusters(group: readonly FlowTransaction[]): FlowTransaction[][] {
  const sorted = [...group].sort((a, b) => Math.abs(a.amountCents) - Math.abs(b.amountCents));
  const clusters: FlowTransaction[][] = [];
  for (const t of sorted) {
    const current = clusters.at(-1);
    const smallest = current?.[0];
    if (current && smallest && Math.abs(t.amountCents) <= Math.abs(smallest.amountCents) * AMOUNT_SPREAD) {
      current.push(t);
    } else {
      clusters.push([t]);
    }
  }
  const size = (t: FlowTransaction | undefined) => Math.abs(t?.amountCents ?? 0);
  // A group whose amounts run on without a break (daily card sales) is cut into bands by the rule above, but a band
  // of it is no series: only a cluster with a clear gap to the amounts either side of it is one.
  return clusters.filter((cluster, i) => {
    const below = clusters[i - 1]?.at(-1);
    const above = clusters[i + 1]?.[0];
    return (
      (!below || size(below) * AMOUNT_GAP < size(cluster[0])) &&
      (!above || size(cluster.at(-1)) * AMOUNT_GAP < size(above))
    );
  });
}

function seriesOf(cluster: readonly FlowTransaction[], asOf: CalendarDate): RecurringSeries | undefined {
  // Two payments the same day (a split charge) are one occurrence.
  const byDate = new Map<CalendarDate, FlowTransaction[]>();
  for (const t of cluster) {
    const day = byDate.get(t.date);
    if (day) day.push(t);
    else byDate.set(t.date, [t]);
  }
  const dates = [...byDate.keys()].sort();
  if (dates.length < 2) return undefined;
  const gaps = dates.slice(1).map((date, i) => daysBetween(dates[i] as CalendarDate, date));
  const rule = cadenceOfGap(median(gaps));
  if (!rule || dates.length < rule.minOccurrences) return undefined;
  const regularShare = gaps.filter((g) => g >= rule.minGap && g <= rule.maxGap).length / gaps.length;
  if (regularShare < MIN_REGULAR_SHARE) return undefined;

  const amounts = dates.map((date) => Math.abs((byDate.get(date) ?? []).reduce((sum, t) => sum + t.amountCents, 0)));
  const amountCents = Math.round(median(amounts.slice(-3)));
  const amountSpread = amounts.length > 1 ? sampleStandardDeviation(amounts) / mean(amounts) : 0;
  const gapSpread = gaps.length > 1 ? sampleStandardDeviation(gaps) / rule.periodDays : 0;
  const confidence = round2(regularShare * Math.max(0, 1 - gapSpread) * Math.max(0, 1 - amountSpread));

  const first = dates[0] as CalendarDate;
  const lastSeen = dates.at(-1) as CalendarDate;
  const anchorDay = rule.months === null ? null : anchorDayOf(dates);
  const ended = daysBetween(lastSeen, asOf) > ENDED_AFTER_PERIODS * rule.periodDays;
  const sample = cluster.at(-1) as FlowTransaction;
  const direction: Direction = sample.amountCents > 0 ? 'in' : 'out';
  return {
    id: `${direction}-${rule.cadence}-${slug(sample.merchant)}`,
    counterparty: sample.merchant,
    direction,
    amountCents,
    cadence: rule.cadence,
    anchorDay,
    firstSeen: first,
    lastSeen,
    nextDate: nextOccurrence(first, rule.cadence, anchorDay ?? 1, lastSeen),
    confidence,
    ended,
    transactionIds: cluster.map((t) => t.id),
  };
}

const slug = (text: string) =>
  merchantKey(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'unnamed';

/** Two series of one counterparty, direction and cadence (two subscriptions) get `-2`, `-3`… by amount order. */
function withUniqueIds(series: RecurringSeries[]): RecurringSeries[] {
  const seen = new Map<string, number>();
  return series.map((s) => {
    const count = (seen.get(s.id) ?? 0) + 1;
    seen.set(s.id, count);
    return count === 1 ? s : { ...s, id: `${s.id}-${count}` };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
