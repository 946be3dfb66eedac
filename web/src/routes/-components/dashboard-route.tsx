import { LazyIntegratedData } from '../../features/integrations/components/lazy-integrated-data';
import { DashboardPage } from '../../features/kpi/components/dashboard-page';
import { LazyTeamAnalytics } from '../../features/team/components/lazy-team-analytics';

/**
 * '/' and '/dashboard' are the same screen (spec §2). The route composes the features: the dashboard frame holds the
 * team analytics and integrated data tabs.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      teamAnalytics={<LazyTeamAnalytics />}
      integratedData={(timeRange) => <LazyIntegratedData timeRange={timeRange} />}
    />
  );
}
