import { DEFAULT_KPI_TIME_RANGE } from '@shared/catalog/kpi-time-ranges';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery, preload } from '../../app/load-query';
import { kpiStatsQueryOptions } from '../../features/kpi/api/get-kpi-stats';

/**
 * '/' and '/dashboard' read the same figures. A module of its own: a route's loader stays in the route tree every
 * screen loads, so sharing a module with the dashboard's component would pull the whole dashboard into the shell.
 */
export const loadDashboard = ({ context }: { context: { queryClient: QueryClient } }) =>
  preload(context.queryClient, ensureQuery(kpiStatsQueryOptions(DEFAULT_KPI_TIME_RANGE)));
