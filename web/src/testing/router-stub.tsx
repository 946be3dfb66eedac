import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * What screen tests put in place of TanStack Router (`vi.mock('@tanstack/react-router', () =>
 * import('…/testing/router-stub'))`): a screen rendered alone has no router, and its links only need to be links to
 * the right address, `$id` filled in from `params`. The files that use it share one module graph (vitest.config.ts),
 * so this is the one replacement for all of them.
 */
export function Link({
  children,
  to,
  params,
  activeOptions: _activeOptions, // the router's, not an attribute of the link
  ...rest
}: {
  children: ReactNode;
  to: string;
  params?: { id: string };
  [attribute: string]: unknown;
}) {
  return (
    <a href={params ? to.replace('$id', params.id) : to} {...rest}>
      {children}
    </a>
  );
}

/** Where `useNavigate()` sends: one spy for every file of the group, cleared after each file (testing/setup.ts). */
export const navigate = vi.fn();

export function useNavigate() {
  return navigate;
}

/** The app's root, as `useLocation({ select })` reads it. */
export function useLocation<T>({ select }: { select?: (location: { pathname: string }) => T } = {}) {
  const location = { pathname: '/' };
  return select ? select(location) : location;
}
