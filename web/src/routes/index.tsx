import { createFileRoute } from '@tanstack/react-router';
import { DashboardRoute, loadDashboard } from './-components/dashboard-route';

export const Route = createFileRoute('/')({ loader: loadDashboard, component: DashboardRoute });
