import type { ReactNode } from 'react';

/**
 * What screen tests put in place of TanStack Router (`vi.mock('@tanstack/react-router', () =>
 * import('…/testing/router-stub'))`): a screen rendered alone has no router, and its links only need to be links to
 * the right address, `$id` filled in from `params`.
 */
export function Link({
  children,
  to,
  params,
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
