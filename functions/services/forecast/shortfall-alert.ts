import { centsToDollars, formatDollars } from '@shared/format/money';
import { forecastSettingsEntity } from '../../data/forecast/forecast-records';
import type { StoredForecast } from '../../data/forecast/forecast-snapshots';
import { cashView, type Driver, driversUntil } from '../../domain/forecast/cash-view';
import { type Shortfall, shortfallWithin } from '../../domain/forecast/shortfall';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { notify } from '../notifications/notify';

/** The window the alert looks at (issue 34). */
export const SHORTFALL_DAYS = 30;

/**
 * When the projected balance falls below the threshold within 30 days: tell the owners and admins (their
 * notification list, and email unless they turned it off for low cash) and publish `cash_low` for the automations,
 * at most once a day while the shortfall lasts. The day is recorded first, with a condition, so two recomputes the
 * same day cannot both tell.
 */
export async function checkShortfall(
  workspaceId: string,
  forecast: StoredForecast,
  today: string,
  now: Date = new Date(),
): Promise<boolean> {
  const settings = await forecastSettingsEntity.get({ workspaceId });
  const thresholdCents = settings?.thresholdCents ?? 0;
  const shortfall = shortfallWithin(cashView(forecast.cash, 13), centsToDollars(thresholdCents), today, SHORTFALL_DAYS);
  if (!shortfall) return false;
  if (settings?.lastAlertOn === today) return false;
  const claimed = settings
    ? await forecastSettingsEntity.update(
        { workspaceId },
        { lastAlertOn: today },
        { if: { lastAlertOn: settings.lastAlertOn } },
      )
    : await forecastSettingsEntity.create({ workspaceId, thresholdCents, lastAlertOn: today });
  if (!claimed) return false;

  const drivers = driversUntil(forecast.cash, forecast.cash.flows, shortfall.lowestDate).map(driverText);
  await notify(workspaceId, { roles: ['owner', 'admin'] }, alertOf(shortfall, drivers), now);
  // The automations' one `cash_low` shape (shared/schemas/business-event.ts): forecast amounts are dollars.
  await publishEvent({
    eventId: newId(),
    workspaceId,
    occurredAt: now.toISOString(),
    type: 'cash_low',
    data: {
      date: shortfall.lowestDate,
      amount: shortfall.lowestBalance,
      currency: 'USD',
      threshold: shortfall.threshold,
      drivers,
    },
  });
  return true;
}

const money = (dollars: number) => formatDollars(dollars, { cents: true });

/** A driver as the alert and the automations' `trigger.drivers` name it, e.g. `Payroll ($12,000.00)`. */
function driverText(driver: Driver): string {
  return `${driver.label} (${money(driver.amount)})`;
}

function alertOf(shortfall: Shortfall, drivers: readonly string[]) {
  const causes = drivers.join(', ');
  return {
    kind: 'cash_low' as const,
    title: `Cash forecast: below your threshold on ${shortfall.lowestDate}`,
    body:
      `Your projected cash balance falls to ${money(shortfall.lowestBalance)} on ${shortfall.lowestDate}, below your ` +
      `threshold of ${money(shortfall.threshold)}.${causes ? ` What takes it there: ${causes}.` : ''}`,
    link: '/financial?tab=forecast',
  };
}
