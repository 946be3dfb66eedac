import { Link as ChakraLink } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '../lib/in-app-navigate';

/**
 * A link to another screen of the app that works inside and outside the router's tree (a card of one feature that
 * points at another feature's screen): a plain click navigates in the app, a modified click opens a tab as usual.
 */
export function ScreenLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateInApp(to);
  };
  return (
    <ChakraLink href={to} onClick={onClick} colorPalette="blue" variant="underline">
      {children}
    </ChakraLink>
  );
}
