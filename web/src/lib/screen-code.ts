/**
 * A screen's code is a chunk loaded on first visit (TanStack Router's automatic code splitting). When the server
 * cannot be reached, that load fails; left alone, the router answers 'Failed to fetch dynamically imported module'
 * by reloading the page, which with the server gone replaces the app with the browser's error page. Instead the
 * route fails with `ScreenCodeUnavailable`, the shell stays, and the screen offers to retry (`checkDeployment`).
 */
export class ScreenCodeUnavailable extends Error {
  constructor() {
    super("Can't reach the server: this screen's code could not be loaded.");
    this.name = 'ScreenCodeUnavailable';
  }
}

/** The browsers' words for a dynamic import that could not be fetched (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ScreenCodeUnavailable) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' &&
    (message.startsWith('Failed to fetch dynamically imported module') ||
      message.startsWith('error loading dynamically imported module') ||
      message.startsWith('Importing a module script failed'))
  );
}

interface LazyComponent {
  preload?: () => Promise<void>;
}

interface RouteLike {
  options: { component?: unknown };
}

/**
 * Makes a failed load of a route's component chunk fail the route's load, so its error component shows (inside the
 * shell) and the router's lazy component never renders the failure, which is what would reload the page. The
 * router's lazy component drops its `preload` once its code is in, and keeps it when the import failed: that is
 * how a failure is told from a success here, since the lazy component keeps the import's error to itself.
 */
export function failRoutesWhoseCodeIsUnreachable(routes: Iterable<RouteLike>): void {
  for (const route of routes) {
    const component = route.options.component as LazyComponent | undefined;
    const preload = component?.preload;
    if (!component || !preload) continue;
    const guarded = async () => {
      await preload();
      if (component.preload) throw new ScreenCodeUnavailable();
    };
    component.preload = guarded;
  }
}

/** The module script this page was started from: its name carries the build's content hash. */
function runningEntry(doc: Document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, doc.baseURI).pathname : null;
}

export type Deployment = 'unreachable' | 'same-build' | 'new-build';

/**
 * Asks the server for this page again, bypassing caches: no answer means it is still unreachable; a page that
 * starts from another entry script means a new build was deployed (the chunk names of this one may be gone, so only
 * a reload helps); otherwise the same build is there and retrying the chunk is enough.
 */
export async function checkDeployment(doc: Document = document, fetchPage: typeof fetch = fetch): Promise<Deployment> {
  let html: string;
  try {
    const res = await fetchPage(doc.location?.pathname ?? '/', { cache: 'no-store', credentials: 'include' });
    if (!res.ok) return 'unreachable';
    html = await res.text();
  } catch {
    return 'unreachable';
  }
  const entry = runningEntry(doc);
  if (!entry) return 'same-build';
  return html.includes(`"${entry}"`) ? 'same-build' : 'new-build';
}
