import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/testing/chromium';
import { signUp } from './accounts';
import { baseUrl } from './env';
import { watchForFailureReport } from './failure-report';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh context per scenario (own cookies and storage); axe needs pages from `newContext()`. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  watchForFailureReport(page);
  return { context, page };
}

/** A browser for the test file that awaits it at its top level, closed after the file's last test. */
export async function browserForThisFile(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return browser;
}

/** A page signed in as a newly signed-up user, in this test file's own browser. */
export async function signedInPageForThisFile(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(await browserForThisFile(), viewport);
  await signUp(opened.page);
  return opened;
}
