import { lazy } from 'react';
import { LazyPanel } from '../../../components/lazy-panel';

const TeamAnalytics = lazy(() => import('./team-analytics').then((m) => ({ default: m.TeamAnalytics })));

/**
 * Team Analytics loaded on first show: the dashboard mounts its tab lazily, so the signed-in shell's first load
 * carries none of it (bundle budget).
 */
export function LazyTeamAnalytics() {
  return (
    <LazyPanel>
      <TeamAnalytics />
    </LazyPanel>
  );
}
