import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { screenshot } from './screenshots';

/**
 * What a failed browser test leaves behind for whoever reads the CI log (which is all a remote run keeps): for each
 * page the test opened, where it was, what its headings said, and the errors it logged; and a screenshot in
 * artifacts/screenshots/ for a local run.
 */
const watched = new Map<Page, string[]>();

/** Records a page's console errors and uncaught exceptions, for the report if its test fails. */
export function watchForFailureReport(page: Page): void {
  const errors: string[] = [];
  watched.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('close', () => watched.delete(page));
}

async function describePage(page: Page, index: number, errors: string[], testName: string): Promise<string> {
  const headings = await page
    .locator('h1, h2, [role="alert"], [role="dialog"] [role="heading"]')
    .allInnerTexts()
    .catch((error: unknown) => [`(headings unreadable: ${String(error)})`]);
  await screenshot(page, `failed-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}`).catch(() => {});
  // What a screen reader was last told (toasts, dnd-kit's announcements), which no screenshot shows.
  const announced = await page
    .locator('[aria-live]')
    .allTextContents()
    .catch(() => []);
  const shown = headings.map((text) => text.trim()).filter(Boolean);
  return [
    `  page ${index + 1}: ${page.url()}`,
    `    headings and alerts: ${JSON.stringify(shown.slice(0, 12))}`,
    `    live regions: ${JSON.stringify(announced.map((text) => text.trim()).filter(Boolean))}`,
    ...errors.slice(-10).map((line) => `    ${line.slice(0, 300)}`),
  ].join('\n');
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = [...watched.entries()].filter(([page]) => !page.isClosed());
  const described = await Promise.all(
    pages.map(([page, errors], index) => describePage(page, index, errors, context.task.name)),
  );
  console.log(`Browser state when '${context.task.name}' failed:\n${described.join('\n') || '  (no open page)'}`);
});
