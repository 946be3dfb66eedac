/**
 * Where the figures the built-in assistant cannot read yet come from, so it can say which data source would answer
 * (with a link) instead of inventing a number. An area leaves this list when its tool is wired in.
 */
export type PendingArea = 'kpi' | 'integrations';

export interface DataSource {
  /** What the figures are, e.g. 'Revenue, leads and appointments'. */
  what: string;
  /** The screen and the data that would answer, in markdown with links. */
  where: string;
}

export const pendingDataSources: Readonly<Record<PendingArea, DataSource>> = {
  kpi: {
    what: 'Revenue, leads and appointments',
    where:
      'the KPI statistics on the [Dashboard](/dashboard), which count what your connected apps sync — invoices and payments from an accounting or payments app, leads from a CRM, meetings from a calendar ([Integrations](/integrations))',
  },
  integrations: {
    what: 'The health of your integrations',
    where: 'the sync status of each connected app on [Integrations](/integrations)',
  },
};

export function unavailableAnswer(area: PendingArea): string {
  const source = pendingDataSources[area];
  return `${source.what} are not something I can read yet, so I won't guess a figure. They come from ${source.where}.`;
}
