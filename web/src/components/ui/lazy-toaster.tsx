import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The toast region of the signed-in app, mounted with the first toast: zag's toast machine (~9 KB gz) is not part of
 * the first paint. A toast created before the region mounts still shows: the region starts from the toaster's store.
 */
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Called by `notify` (components/ui/toaster) before it creates a toast. */
export function mountToastRegion(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LazyToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
