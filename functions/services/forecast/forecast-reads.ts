import { centsToDollars } from '@shared/format/money';
import type { CashForecast, RecurringSeriesView, RevenueForecast } from '@shared/schemas/forecast';
import { forecastSettingsEntity, recurringStatusEntity, scenarioEntity } from '../../data/forecast/forecast-records';
import { forecastSnapshotEntity, type StoredForecast } from '../../data/forecast/forecast-snapshots';
import { addDays } from '../../domain/finance/calendar-date';
import { LOW_CONFIDENCE_LABEL } from '../../domain/forecast/cash-forecast';
import { cashView } from '../../domain/forecast/cash-view';
import { methodLabels } from '../../domain/forecast/models';
import type { RecurringStatus } from '../../domain/forecast/recurring';
import { scenarioFlows } from '../../domain/forecast/scenario';
import { NotFound } from '../../platform/errors';
import { recomputeForecast } from './forecast-compute';

const RECURRING_AND_KNOWN_LABEL = 'Recurring payments and known items only';
const methodLabel = (method: StoredForecast['cash']['method']) =>
  method === 'recurring_and_known' ? RECURRING_AND_KNOWN_LABEL : methodLabels[method];

/** The stored forecast; a workspace that has none yet (no import since forecasting shipped) gets one computed once. */
async function snapshotOf(workspaceId: string): Promise<StoredForecast> {
  return (await forecastSnapshotEntity.get({ workspaceId })) ?? recomputeForecast(workspaceId);
}

async function statusesOf(workspaceId: string): Promise<Map<string, RecurringStatus>> {
  const records = await recurringStatusEntity.queryAll({ workspaceId });
  return new Map(records.map((r) => [r.id, r.status]));
}

function seriesViews(forecast: StoredForecast, statuses: Map<string, RecurringStatus>): RecurringSeriesView[] {
  return forecast.cash.series.map((s) => ({
    id: s.id,
    counterparty: s.counterparty,
    direction: s.direction,
    amount: centsToDollars(s.amountCents),
    cadence: s.cadence,
    nextDate: s.nextDate,
    confidence: s.confidence,
    lastSeen: s.lastSeen,
    ended: s.ended,
    status: statuses.get(s.id) ?? 'detected',
  }));
}

export async function cashForecast(workspaceId: string, weeks: number, scenarioId?: string): Promise<CashForecast> {
  const [forecast, statuses, settings, scenario] = await Promise.all([
    snapshotOf(workspaceId),
    statusesOf(workspaceId),
    forecastSettingsEntity.get({ workspaceId }),
    scenarioId ? scenarioEntity.get({ workspaceId, id: scenarioId }) : undefined,
  ]);
  if (scenarioId && !scenario)
    throw new NotFound('That scenario no longer exists: pick another one or create it again.');
  const { asOf } = forecast.cash;
  const extra = scenario ? scenarioFlows(scenario.items, asOf, addDays(asOf, weeks * 7)) : [];
  const view = cashView(forecast.cash, weeks, extra);
  const { accuracy, baseline } = forecast.cash;
  return {
    asOf,
    startingBalance: centsToDollars(forecast.cash.startingBalanceCents),
    points: view.points,
    lowest: view.lowest,
    drivers: view.drivers,
    recurring: seriesViews(forecast, statuses),
    method: forecast.cash.method,
    methodLabel: methodLabel(forecast.cash.method),
    accuracy: accuracy && baseline ? { horizonDays: accuracy, baseline } : null,
    confidence: view.confidence,
    dataFrom: forecast.cash.dataFrom,
    dataTo: forecast.cash.dataTo,
    threshold: centsToDollars(settings?.thresholdCents ?? 0),
    scenario: scenario ? { id: scenario.id, name: scenario.name } : null,
  };
}

export async function revenueForecast(workspaceId: string, months: number): Promise<RevenueForecast> {
  const { revenue } = await snapshotOf(workspaceId);
  const { accuracy, baseline } = revenue;
  return {
    points: revenue.points.slice(0, months).map((p) => ({
      month: p.month,
      revenue: centsToDollars(p.revenueCents),
      low: centsToDollars(p.lowCents),
      high: centsToDollars(p.highCents),
    })),
    method: revenue.method,
    methodLabel: methodLabel(revenue.method),
    accuracy:
      accuracy && baseline
        ? { months: { 1: accuracy.month1, 3: accuracy.month3 }, baseline: { 1: baseline.month1, 3: baseline.month3 } }
        : null,
    confidence: revenue.lowConfidence
      ? { level: 'low', label: LOW_CONFIDENCE_LABEL }
      : { level: 'normal', label: null },
  };
}

export async function listRecurring(workspaceId: string): Promise<RecurringSeriesView[]> {
  const [forecast, statuses] = await Promise.all([snapshotOf(workspaceId), statusesOf(workspaceId)]);
  return seriesViews(forecast, statuses);
}

/** Confirms or dismisses a series, then redoes the forecast with it (a write may fit models; a read never does). */
export async function setRecurringStatus(
  workspaceId: string,
  id: string,
  status: RecurringStatus,
  now = new Date(),
): Promise<RecurringSeriesView> {
  const forecast = await snapshotOf(workspaceId);
  if (!forecast.cash.series.some((s) => s.id === id)) {
    throw new NotFound('That recurring payment is no longer detected: reload the forecast.');
  }
  await recurringStatusEntity.put({ workspaceId, id, status, updatedAt: now.toISOString() });
  const updated = await recomputeForecast(workspaceId, now);
  const view = seriesViews(updated, await statusesOf(workspaceId)).find((s) => s.id === id);
  if (!view) throw new NotFound('That recurring payment is no longer detected: reload the forecast.');
  return view;
}
