import { createFileRoute } from '@tanstack/react-router';
import { loadDashboard } from './-components/dashboard-loader';
import { DashboardRoute } from './-components/dashboard-route';

export const Route = createFileRoute('/dashboard')({ loader: loadDashboard, component: DashboardRoute });
