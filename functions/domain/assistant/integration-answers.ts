import { formatDateTime, listJoin, md, plural } from './markdown';
import type { IntegrationRow, IntegrationsResult } from './tool-results';

/** The built-in assistant's answers on connected apps and their syncs, worded from the integrations tool. */
const NONE_CONNECTED =
  'You have no connected apps yet, so there is no sync to check. Connect one on [Integrations](/integrations).';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'never');

function problemLine(row: IntegrationRow): string {
  const name = `**${md(row.name)}**`;
  const lastGood = `last successful sync: ${when(row.lastSuccessAt)}`;
  if (row.health === 'failing') {
    const hint = row.hint ? ` ${md(row.hint)}.` : '';
    return `- ${name}: the sync at ${when(row.lastSyncAt)} failed: ${md(row.lastError ?? 'no reason recorded')}.${hint} (${lastGood})`;
  }
  if (row.health === 'stale') {
    return `- ${name}: no successful sync since ${when(row.lastSuccessAt)}, although syncs run every hour.`;
  }
  return `- ${name}: connected but not synced yet.`;
}

export function failingIntegrationsAnswer(r: IntegrationsResult): string {
  if (r.total === 0) return NONE_CONNECTED;
  const problems = r.integrations.filter((i) => ['failing', 'stale', 'never_synced'].includes(i.health));
  const fine = r.integrations.filter((i) => !problems.includes(i));
  const fineNames = fine.map((i) => md(i.name));
  if (problems.length === 0) {
    return `None of your ${plural(r.total, 'integration')} is failing: ${listJoin(fineNames)} ${fine.length === 1 ? 'is' : 'are'} syncing normally. Details on [Integrations](/integrations).`;
  }
  const head =
    r.failing > 0
      ? `**${r.failing} of ${plural(r.total, 'integration')} ${r.failing === 1 ? 'is' : 'are'} failing**`
      : `No integration reported a failure, but ${plural(problems.length, 'needs', 'need')} attention`;
  const rest = fine.length ? `\n\nThe others are fine: ${listJoin(fineNames)}.` : '';
  return `${head}:\n\n${problems.map(problemLine).join('\n')}${rest}\n\nReconnect or sync each on [Integrations](/integrations).`;
}

/** 'When did Shopify last sync?': one provider's connection. */
export function integrationStatusAnswer(r: IntegrationsResult, providerName: string): string {
  const [row] = r.integrations;
  if (!row) {
    return `**${md(providerName)}** is not connected, so it has never synced. Connect it on [Integrations](/integrations).`;
  }
  const name = `**${md(row.name)}**`;
  const items = `${plural(row.itemCount, 'item')} synced so far`;
  const next = row.nextSyncAt ? ` The next sync is at ${formatDateTime(row.nextSyncAt)}.` : '';
  switch (row.health) {
    case 'healthy':
    case 'stale':
      return (
        `${name} last synced successfully at **${when(row.lastSuccessAt)}** (${items}).` +
        (row.health === 'stale' ? ' That is more than a few hours ago although syncs run every hour.' : '') +
        `${next} Details on [Integrations](/integrations).`
      );
    case 'failing':
      return `${problemLine(row).slice(2)}${next} Fix it on [Integrations](/integrations).`;
    case 'syncing':
      return `${name} is syncing right now; its last successful sync was at ${when(row.lastSuccessAt)} (${items}).`;
    case 'never_synced':
      return `${name} is connected but has not synced yet.${next}`;
    case 'paused':
      return `${name} is paused, so it does not sync; its last successful sync was at ${when(row.lastSuccessAt)} (${items}). Turn it back on at [Integrations](/integrations).`;
  }
}
