import { Skeleton, Stack } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A panel whose code loads on first show, with a skeleton of a card while it does: `load` imports the panel's module
 * and picks its component (`() => import('./x').then((m) => m.X)`), so the bundle that shows the panel carries none
 * of it. The panel's props pass through.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPanel(props: P) {
    return (
      <Suspense
        fallback={
          <Stack gap="4" aria-busy="true">
            <Skeleton height="10" width="40%" />
            <Skeleton height="32" rounded="l2" />
          </Stack>
        }
      >
        <Panel {...props} />
      </Suspense>
    );
  };
}
