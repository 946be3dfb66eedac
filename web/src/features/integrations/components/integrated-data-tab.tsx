import { Skeleton, Stack } from '@chakra-ui/react';
import { type KpiTimeRange, kpiTimeRangeLabels } from '@shared/catalog/kpi-time-ranges';
import { LoadFailed } from '../../../components/list-states';
import { useKpiStats } from '../../kpi/api/get-kpi-stats';
import { useIntegrationData } from '../api/get-integration-data';
import { useIntegrationSummary } from '../api/get-integration-summary';
import { useIntegrations } from '../api/get-integrations';
import { IntegratedDataView, RECENT_ITEMS_SHOWN } from './integrated-data-view';

/**
 * The dashboard's Integrated Data tab. The synced data and its summary are asked for only once a connection exists
 * (spec §7); before that, the tab shows the prompt to connect one. External revenue is the dashboard's own figure
 * for its selected range (the revenue from connected apps), read from the same cached answer as the cards.
 */
export function IntegratedDataTab({ timeRange }: { timeRange: KpiTimeRange }) {
  const integrations = useIntegrations();
  const stats = useKpiStats(timeRange);
  const any = Boolean(integrations.data?.length);
  const summary = useIntegrationSummary(any);
  const recent = useIntegrationData(RECENT_ITEMS_SHOWN, any);
  const failed = integrations.error ?? summary.error ?? recent.error;
  if (failed) {
    const retry = () => {
      void integrations.refetch();
      if (any) {
        void summary.refetch();
        void recent.refetch();
      }
    };
    return <LoadFailed title="Integrated data could not be loaded" error={failed} onRetry={retry} />;
  }
  if (integrations.isPending || (any && (summary.isPending || recent.isPending))) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading integrated data">
        <Skeleton height="20" rounded="l2" />
        <Skeleton height="40" rounded="l2" />
      </Stack>
    );
  }
  return (
    <IntegratedDataView
      integrations={integrations.data ?? []}
      summary={summary.data ?? []}
      recent={recent.data?.items ?? []}
      externalRevenue={
        // A role without finance sees no revenue figure here either ('—'), as on the dashboard.
        stats.data?.revenueSources
          ? { amount: stats.data.revenueSources.apps, rangeLabel: kpiTimeRangeLabels[stats.data.range.timeRange] }
          : undefined
      }
    />
  );
}
