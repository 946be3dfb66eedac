import type { ToastOptions } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * How every screen shows a toast. The region and its machine (./toast-region) load with the first toast, so neither
 * is part of the first paint of any screen; a toast asked for before they are on the page waits for them, and the
 * newest still wins (calls are served in order).
 */

/** `action`: one button on the toast, e.g. 'View plans' (it closes the toast too). */
export type NotifyOptions = Pick<ToastOptions, 'title' | 'description' | 'type' | 'action'>;

type ToastRegion = typeof import('./toast-region');

const loadRegion = () => import('./toast-region');
const Region = lazy(() => loadRegion().then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
let shown: Promise<ToastRegion> | undefined;

function regionShown(): Promise<ToastRegion> {
  if (!shown) {
    shown = loadRegion().then(async (region) => {
      wanted = true;
      for (const listener of listeners) listener();
      await region.regionMounted;
      return region;
    });
    // A chunk that failed to load (a dropped connection) is asked for again with the next toast.
    shown.catch(() => {
      shown = undefined;
    });
  }
  return shown;
}

/**
 * Shows `options` as the one toast (spec §9). Settles once it is shown, or once it cannot be: a toaster that failed to
 * load loses that toast and nothing else.
 */
export function notify(options: NotifyOptions): Promise<void> {
  return regionShown().then(
    (region) => region.showToast(options),
    () => undefined,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the signed-in app's toasts appear: nothing until the first toast is asked for. */
export function LazyToaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  ) : null;
}
