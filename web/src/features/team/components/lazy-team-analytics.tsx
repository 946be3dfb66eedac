import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const TeamAnalytics = lazy(() => import('./team-analytics').then((m) => ({ default: m.TeamAnalytics })));

/**
 * Team Analytics loaded on first show: the dashboard mounts its tab lazily, so the signed-in shell's first load
 * carries none of it (bundle budget).
 */
export function LazyTeamAnalytics() {
  return (
    <Suspense
      fallback={
        <Stack gap="4" aria-busy="true">
          <Skeleton height="10" width="40%" />
          <Skeleton height="32" rounded="l3" />
        </Stack>
      }
    >
      <TeamAnalytics />
    </Suspense>
  );
}
