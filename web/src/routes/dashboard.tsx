import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { TeamAnalytics } from '../features/team/components/team-analytics';

export const Route = createFileRoute('/dashboard')({ component: () => <DashboardPage teamAnalytics={<TeamAnalytics />} /> });
