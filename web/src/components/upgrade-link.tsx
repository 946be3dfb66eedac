import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Where a screen offers what another plan has: the way to the plans, one look on every screen that offers one. */
export function UpgradeLink({ children }: { children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="blue" variant="underline">
      <Link to="/subscription">{children}</Link>
    </ChakraLink>
  );
}
