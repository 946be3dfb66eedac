import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true from a second render that React runs in a transition right after the
 * first commit. What it gates (a screen's part below the fold) then renders in slices of a few milliseconds that
 * yield to the browser, and commits on its own, instead of lengthening the first render's one blocking task. The
 * router renders a screen when its loader settles, a synchronous render that a transition cannot slice.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
