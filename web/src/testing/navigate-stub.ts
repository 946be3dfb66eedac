import { vi } from 'vitest';

/**
 * What screen tests put in place of `lib/navigate` (`vi.mock('…/lib/navigate', () => import('…/testing/navigate-stub'))`):
 * a full-page load, which happy-dom cannot make, recorded instead. The files that use it share one module graph
 * (vitest.config.ts), so this one spy serves all of them; it is cleared after each file (testing/setup.ts).
 */
export const navigateTo = vi.fn<(url: string) => void>();
