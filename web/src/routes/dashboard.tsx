import { createFileRoute } from '@tanstack/react-router';
import { DashboardRoute, loadDashboard } from './-components/dashboard-route';

export const Route = createFileRoute('/dashboard')({ loader: loadDashboard, component: DashboardRoute });
