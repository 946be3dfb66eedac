import { centsToDollars, formatDollars } from '@shared/format/money';
import { messageSenders } from '../../adapters/message-senders';
import { userEntity } from '../../data/auth/users';
import { outboxEntity } from '../../data/automations/outbox';
import { forecastSettingsEntity } from '../../data/forecast/forecast-records';
import type { StoredForecast } from '../../data/forecast/forecast-snapshots';
import { cashView } from '../../domain/forecast/cash-view';
import { shortfallWithin } from '../../domain/forecast/shortfall';
import { memberEntity } from '../../platform/auth/members';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';

/** The window the alert looks at (issue 34). */
export const SHORTFALL_DAYS = 30;

/**
 * When the projected balance falls below the threshold within 30 days: email the owners and admins, at most once a day while the shortfall lasts (the day is recorded first,
 * with a condition, so two recomputes the same day cannot both send).
 */
export async function checkShortfall(workspaceId: string, forecast: StoredForecast, today: string): Promise<boolean> {
  const settings = await forecastSettingsEntity.get({ workspaceId });
  const thresholdCents = settings?.thresholdCents ?? 0;
  const view = cashView(forecast.cash, 13);
  const shortfall = shortfallWithin(view, centsToDollars(thresholdCents), today, SHORTFALL_DAYS);
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

  await emailOwnersAndAdmins(workspaceId, shortfall, view.drivers);
  // After merging: the in-app notification (the notification list) and the `cash_low` business event
  // (`{forecast: {lowestDate, lowestBalance, threshold, daysUntilLowest: daysBetween(today, lowestDate)}}`, once
  // the automations work adds that trigger) are published here, beside the email, under the same once-a-day claim.
  return true;
}

async function emailOwnersAndAdmins(
  workspaceId: string,
  shortfall: { lowestDate: string; lowestBalance: number; threshold: number },
  drivers: readonly { label: string; amount: number }[],
): Promise<void> {
  const members = (await memberEntity.queryAll({ workspaceId })).filter(
    (m) => m.role === 'owner' || m.role === 'admin',
  );
  const users = await userEntity.getMany(members.map((m) => ({ id: m.userId })));
  const { email } = await messageSenders();
  const body = [
    `Your projected cash balance falls to ${formatDollars(shortfall.lowestBalance, { cents: true })} on ${shortfall.lowestDate}, below your threshold of ${formatDollars(shortfall.threshold, { cents: true })}.`,
    '',
    'What takes it there:',
    ...drivers.map((d) => `- ${d.label}: ${formatDollars(d.amount, { cents: true })}`),
    '',
    'Open Financial Management → Forecast in BizPilot to see the forecast and try scenarios.',
  ].join('\n');
  const subject = `Cash forecast: below your threshold on ${shortfall.lowestDate}`;
  for (const user of users) {
    if (!user?.email) continue;
    try {
      const { providerMessageId } = await email.send({ to: user.email, subject, body });
      // Like the assistant's emails: in the outbox with no automation, so local mode shows what was sent.
      const id = newId();
      await outboxEntity.create({
        workspaceId,
        id,
        channel: 'email',
        to: user.email,
        subject,
        body,
        delivery: email.delivery,
        providerMessageId,
        automationId: null,
        automationName: null,
        runId: id,
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      logger.warn('Shortfall email not sent', { workspaceId, error: error as Error });
    }
  }
}
