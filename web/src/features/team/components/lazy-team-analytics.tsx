import { lazyPanel } from '../../../components/lazy-panel';

/**
 * Team Analytics loaded on first show: the dashboard mounts its tab lazily, so the signed-in shell's first load
 * carries none of it (bundle budget).
 */
export const LazyTeamAnalytics = lazyPanel(() => import('./team-analytics').then((m) => m.TeamAnalytics));
