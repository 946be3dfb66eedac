import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const IntegratedDataTab = lazy(() => import('./integrated-data-tab').then((m) => ({ default: m.IntegratedDataTab })));

/** The Integrated Data tab, loaded on first show, so the dashboard's first load carries none of it. */
export function LazyIntegratedData() {
  return (
    <Suspense
      fallback={
        <Stack gap="4" aria-busy="true">
          <Skeleton height="20" rounded="l2" />
          <Skeleton height="40" rounded="l2" />
        </Stack>
      }
    >
      <IntegratedDataTab />
    </Suspense>
  );
}
