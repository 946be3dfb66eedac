import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The suite shares two cores with API tests that start embedded databases, and a developer's machine with other
// suites: a render took more than 5 s there at a load of 30, which says nothing about the screen, so waiting for it
// must not fail a test. The bound catches a screen that never shows what is asked for, within the test's own bound.
configure({ asyncUtilTimeout: 30_000 });

// A screen's first answer is checked against its route's contract, which loads the whole route table on first use
// (check-response.ts). Inside a test that load (every contract and schema transformed) ran in the wait for the
// screen's first data and took longer than that wait on a busy machine; loaded here, it is ready before any test.
await import('@shared/api/routes');

// Dialogs, menus and toasts stay mounted until their exit animation ends (Chakra's presence waits for
// `animationend`). happy-dom runs no animation, so a closed dialog lingered for many seconds, longer on a busy
// machine, and a test had to wait on the clock. With no animation named, presence unmounts on the next frame, as it
// does for people who ask for reduced motion.
const noAnimations = '*, *::before, *::after { animation-name: none !important; }';
function turnAnimationsOff() {
  if (typeof document === 'undefined' || document.getElementById('test-no-animations')) return;
  const style = document.createElement('style');
  style.id = 'test-no-animations';
  style.textContent = noAnimations;
  document.head.append(style);
}
turnAnimationsOff();

// Most web test files share one DOM and module graph per worker (`isolate: false` in vitest.config.ts), so nothing a
// file leaves behind may reach the next one: its rendered trees, stubbed globals, fake timers, stored settings and
// the calls its spies recorded.
// Runs after the file's own hooks; a file that cleans up itself loses nothing. The spies of the shared stubs
// (`router-stub`, `navigate-stub`) start each file with no calls recorded.
afterAll(() => {
  cleanup();
  vi.clearAllMocks();
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
