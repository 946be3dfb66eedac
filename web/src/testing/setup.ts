import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The suite shares two cores with API tests that start embedded databases: a first render can take seconds there,
// which says nothing about the screen, so waiting for it must not fail a test.
configure({ asyncUtilTimeout: 5000 });

// Most web test files share one DOM and module graph per worker (`isolate: false` in vitest.config.ts), so nothing a
// file leaves behind may reach the next one: its rendered trees, stubbed globals, fake timers and stored settings.
// Runs after the file's own hooks; a file that cleans up itself loses nothing.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return; // a file run in the node environment (the prerender's)
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
