import { DEFAULT_KPI_TIME_RANGE } from '@shared/catalog/kpi-time-ranges';
import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../../app/load-query';
import { kpiStatsQueryOptions } from '../../features/dashboard/api/get-kpi-stats';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LazyIntegratedData } from '../../features/integrations/components/lazy-integrated-data';
import { LazyTeamAnalytics } from '../../features/team/components/lazy-team-analytics';

/** '/' and '/dashboard' are the same screen (spec §2); both route files use this loader and component. */
export const loadDashboard = ({ context }: { context: { queryClient: QueryClient } }) =>
  loadQuery(context.queryClient, kpiStatsQueryOptions(DEFAULT_KPI_TIME_RANGE));

/** The route composes the features: the dashboard frame holds the team analytics and integrated data tabs. */
export function DashboardRoute() {
  return <DashboardPage teamAnalytics={<LazyTeamAnalytics />} integratedData={<LazyIntegratedData />} />;
}
