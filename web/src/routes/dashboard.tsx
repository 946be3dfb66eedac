import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { LazyTeamAnalytics } from '../features/team/components/lazy-team-analytics';

export const Route = createFileRoute('/dashboard')({
  component: () => <DashboardPage teamAnalytics={<LazyTeamAnalytics />} />,
});
