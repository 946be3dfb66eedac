import { centsToDollars } from '@shared/format/money';
import { forecastSettingsEntity } from '../../data/forecast/forecast-records';

export async function forecastSettings(workspaceId: string): Promise<{ threshold: number }> {
  const settings = await forecastSettingsEntity.get({ workspaceId });
  return { threshold: centsToDollars(settings?.thresholdCents ?? 0) };
}

/** Sets the shortfall threshold; the day of the last alert is kept, so a change does not send a second one today. */
export async function setForecastThreshold(workspaceId: string, threshold: number): Promise<{ threshold: number }> {
  const existing = await forecastSettingsEntity.get({ workspaceId });
  const thresholdCents = Math.round(threshold * 100);
  await forecastSettingsEntity.put({ workspaceId, thresholdCents, lastAlertOn: existing?.lastAlertOn ?? null });
  return { threshold: centsToDollars(thresholdCents) };
}
