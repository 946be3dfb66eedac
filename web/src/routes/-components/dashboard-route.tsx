import { RoleGate } from '../../components/role-gate';
import { LazyIntegratedData } from '../../features/integrations/components/lazy-integrated-data';
import { DashboardPage } from '../../features/kpi/components/dashboard-page';
import { OverdueTasksCard } from '../../features/tasks/components/overdue-tasks-card';
import { LazyTeamAnalytics } from '../../features/team/components/lazy-team-analytics';

/**
 * '/' and '/dashboard' are the same screen (spec §2). The route composes the features: the dashboard frame holds the
 * overdue tasks, the team analytics and integrated data tabs (the latter, for a role that may not see integrations, says so).
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      overdueTasks={<OverdueTasksCard />}
      teamAnalytics={<LazyTeamAnalytics />}
      integratedData={(timeRange) => (
        <RoleGate capability="integrations.view">
          <LazyIntegratedData timeRange={timeRange} />
        </RoleGate>
      )}
    />
  );
}
