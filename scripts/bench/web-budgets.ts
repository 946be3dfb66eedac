/**
 * Web budgets (issue 3): JavaScript the signed-out landing page loads (≤ 150 KB gz), JavaScript the signed-in
 * shell with the dashboard loads (≤ 250 KB gz), and Lighthouse (mobile preset) performance and accessibility
 * on the landing page (≥ 95 each). `npm run bench` calls `measureWebBudgets`; run alone with
 * `tsx scripts/bench/web-budgets.ts` (builds the SPA if needed and starts the local runtime itself).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { ensureWebBuild } from '../local/web-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';

export interface WebBudgetRow {
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}

const LANDING_JS_BUDGET_KB = 150;
const SHELL_JS_BUDGET_KB = 250;
/** The dashboard's charts (nivo), loaded lazily once the cards are up (issue 12). */
const DASHBOARD_CHARTS_BUDGET_KB = 150;
/** The first request of the dashboard's lazy chart module: what is fetched from then on is the charts' code. */
const DASHBOARD_CHARTS_CHUNK = /\/kpi-charts-[\w-]+\.js$/;
const LIGHTHOUSE_MIN_SCORE = 95;

const kb = (bytes: number) => bytes / 1024;

/**
 * Visits a page and sums the gzip size of every script it loaded (each file counted once); with `splitAt`, the
 * scripts requested from the first one matching it on are summed apart (`later`).
 */
async function gzippedScriptBytes(
  page: Page,
  visit: () => Promise<void>,
  splitAt?: RegExp,
): Promise<{ total: number; later: number }> {
  const sizes = new Map<string, { bytes: Promise<number>; later: boolean }>();
  let split = false;
  page.on('request', (request) => {
    if (splitAt?.test(request.url())) split = true;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    const later = split || Boolean(splitAt?.test(response.url()));
    sizes.set(response.url(), { bytes: response.body().then((body) => gzipSync(body, { level: 9 }).length), later });
  });
  await visit();
  await page.waitForLoadState('networkidle');
  let total = 0;
  let later = 0;
  for (const { bytes, later: isLater } of sizes.values()) {
    const size = await bytes;
    total += size;
    if (isLater) later += size;
  }
  return { total, later };
}

/** A fresh account through the built-in sign-up form, so the session cookie lands in the page's context. */
async function signUp(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/auth/local?mode=sign-up`);
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill('User');
  await page.getByLabel('Email').fill(`bench-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('bench-password-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function measureScripts(baseUrl: string): Promise<{ landing: number; shell: number; charts: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const landingContext = await browser.newContext();
    const landingPage = await landingContext.newPage();
    const { total: landing } = await gzippedScriptBytes(landingPage, async () => {
      await landingPage.goto(`${baseUrl}/`);
      await landingPage.getByRole('heading', { level: 1 }).waitFor();
    });

    const shellContext = await browser.newContext();
    const shellPage = await shellContext.newPage();
    await signUp(shellPage, baseUrl);
    // A second, cold visit: a new page in the signed-in context loads the shell and dashboard from scratch.
    const dashboardPage = await shellContext.newPage();
    const dashboard = await gzippedScriptBytes(
      dashboardPage,
      async () => {
        await dashboardPage.goto(`${baseUrl}/`);
        await dashboardPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await dashboardPage
          .getByRole('img', { name: /^Revenue chart\./ })
          .locator('svg')
          .first()
          .waitFor();
      },
      DASHBOARD_CHARTS_CHUNK,
    );
    return { landing, shell: dashboard.total - dashboard.later, charts: dashboard.later };
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    // Default config = the mobile preset (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

export async function measureWebBudgets(baseUrl: string): Promise<WebBudgetRow[]> {
  // Chromium keeps the Secure session cookie on http://localhost only, not on 127.0.0.1.
  const origin = baseUrl.replace('//127.0.0.1', '//localhost').replace(/\/$/, '');
  const { landing, shell, charts } = await measureScripts(origin);
  const lh = await measureLighthouse(`${origin}/`);
  return [
    {
      metric: 'Landing page JS (gzip)',
      value: `${kb(landing).toFixed(1)} KB`,
      budget: `≤ ${LANDING_JS_BUDGET_KB} KB`,
      ok: kb(landing) <= LANDING_JS_BUDGET_KB,
    },
    {
      metric: 'Signed-in shell + dashboard JS (gzip)',
      value: `${kb(shell).toFixed(1)} KB`,
      budget: `≤ ${SHELL_JS_BUDGET_KB} KB`,
      ok: kb(shell) <= SHELL_JS_BUDGET_KB,
    },
    {
      metric: 'Dashboard charts, loaded lazily (gzip)',
      value: `${kb(charts).toFixed(1)} KB`,
      budget: `≤ ${DASHBOARD_CHARTS_BUDGET_KB} KB more`,
      ok: kb(charts) <= DASHBOARD_CHARTS_BUDGET_KB,
    },
    {
      metric: 'Lighthouse performance (landing, mobile)',
      value: String(lh.performance),
      budget: `≥ ${LIGHTHOUSE_MIN_SCORE}`,
      ok: lh.performance >= LIGHTHOUSE_MIN_SCORE,
    },
    {
      metric: 'Lighthouse accessibility (landing, mobile)',
      value: String(lh.accessibility),
      budget: `≥ ${LIGHTHOUSE_MIN_SCORE}`,
      ok: lh.accessibility >= LIGHTHOUSE_MIN_SCORE,
    },
  ];
}

async function main(): Promise<void> {
  ensureWebBuild();
  process.env.LOG_LEVEL ??= 'WARN';
  const { withTemporaryRuntime } = await import('../local/temporary-runtime');
  const rows = await withTemporaryRuntime((runtime) => measureWebBudgets(runtime.url));
  console.table(rows.map((r) => ({ ...r, ok: r.ok ? 'yes' : 'NO' })));
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
