import { Skeleton, Stack } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';

/** A panel whose code loads on first show (a `lazy` component inside), with a skeleton of a card while it does. */
export function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Stack gap="4" aria-busy="true">
          <Skeleton height="10" width="40%" />
          <Skeleton height="32" rounded="l2" />
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}
