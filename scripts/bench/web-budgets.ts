/**
 * Web budgets (issues 3 and 16): JavaScript the signed-out landing page loads (≤ 150 KB gz); JavaScript per signed-in
 * route (the shell every route loads ≤ 200 KB gz, each route with everything it loads by itself ≤ 280 KB gz); and
 * Lighthouse (mobile preset) on the landing page (performance and accessibility ≥ 95) and on the dashboard signed in
 * (performance ≥ 90, total blocking time ≤ 300 ms). `npm run bench` calls `measureWebBudgets`; run alone with
 * `tsx scripts/bench/web-budgets.ts` (builds the SPA if needed and starts the local runtime itself).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page, type Response } from 'playwright-core';
import { ensureWebBuild } from '../local/web-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import type { BenchRow } from './bench-row';

const LANDING_JS_BUDGET_KB = 150;
const SHELL_JS_BUDGET_KB = 200;
const ROUTE_JS_BUDGET_KB = 280;
const LIGHTHOUSE_MIN_SCORE = 95;
const DASHBOARD_LIGHTHOUSE_MIN_SCORE = 90;
const DASHBOARD_TBT_BUDGET_MS = 300;

const kb = (bytes: number) => bytes / 1024;

/** Visits a page and answers the gzip size of every script it loaded by the time the network is idle, by URL. */
async function scriptSizes(page: Page, visit: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  };
  // Only this visit's scripts: a listener left behind read bodies of later pages after their context had closed,
  // and the rejected read ended the whole bench.
  page.on('response', onResponse);
  try {
    await visit();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const sized = new Map<string, number>();
  for (const [url, bytes] of sizes) sized.set(url, await bytes);
  return sized;
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);

/** A fresh account through the built-in sign-up form, so the session cookie lands in the page's context. */
export async function signUp(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/auth/local?mode=sign-up`);
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill('User');
  await page.getByLabel('Email').fill(`bench-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('bench-password-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The signed-in routes, each visited cold in a new page of a signed-in browser; `{id}` is an employee's id. */
const SIGNED_IN_ROUTES = [
  '/',
  '/tasks',
  '/team',
  '/team/{id}',
  '/automations',
  '/automations/new',
  '/chat',
  '/financial',
  '/integrations',
  '/subscription',
] as const;

interface ScriptFigures {
  landing: number;
  /** What every signed-in route loads. */
  shell: number;
  /** Each route: everything it loaded, the shell included. */
  routes: Array<{ route: string; total: number }>;
  /** The signed-in browser's cookies as a Cookie header (session and signed-in hint), for Lighthouse. */
  cookie: string;
}

async function measureScripts(baseUrl: string): Promise<ScriptFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const landingPage = await (await browser.newContext()).newPage();
    const landing = await scriptSizes(landingPage, async () => {
      await landingPage.goto(`${baseUrl}/`);
      await landingPage.getByRole('heading', { level: 1 }).waitFor();
    });

    const signedIn = await browser.newContext();
    const signUpPage = await signedIn.newPage();
    await signUp(signUpPage, baseUrl);
    const employee = await signUpPage.request.post(`${baseUrl}/api/employees`, {
      data: {
        firstName: 'Bench',
        lastName: 'Person',
        email: 'bench.person@example.com',
        position: 'Engineer',
        hireDate: '2024-03-01',
      },
    });
    const { id } = (await employee.json()) as { id: string };
    await signUpPage.close();

    const routes: Array<{ route: string; sizes: Map<string, number> }> = [];
    for (const route of SIGNED_IN_ROUTES) {
      // A new context each time (the session cookie copied), so nothing comes from the last route's cache.
      const context = await browser.newContext({ storageState: await signedIn.storageState() });
      const page = await context.newPage();
      const sizes = await scriptSizes(page, async () => {
        await page.goto(`${baseUrl}${route.replace('{id}', id)}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      });
      await context.close();
      routes.push({ route, sizes });
    }
    const everywhere = [...routes[0]!.sizes.keys()].filter((url) => routes.every((r) => r.sizes.has(url)));
    return {
      landing: sum(landing.values()),
      shell: sum(everywhere.map((url) => routes[0]!.sizes.get(url)!)),
      routes: routes.map(({ route, sizes }) => ({ route, total: sum(sizes.values()) })),
      cookie: (await signedIn.cookies()).map(({ name, value }) => `${name}=${value}`).join('; '),
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
}

/** Lighthouse's default config, the mobile preset (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown). */
async function measureLighthouse(url: string, cookie?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie && { extraHeaders: { cookie } }),
    });
    const lhr = result?.lhr;
    return {
      performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
      tbt: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    };
  } finally {
    chrome.kill();
  }
}

export async function measureWebBudgets(baseUrl: string): Promise<BenchRow[]> {
  // Chromium keeps the Secure session cookie on http://localhost only, not on 127.0.0.1.
  const origin = baseUrl.replace('//127.0.0.1', '//localhost').replace(/\/$/, '');
  const { landing, shell, routes, cookie } = await measureScripts(origin);
  const lh = await measureLighthouse(`${origin}/`);
  const dashboard = await measureLighthouse(`${origin}/`, cookie);
  return [
    {
      metric: 'Landing page JS (gzip)',
      value: `${kb(landing).toFixed(1)} KB`,
      budget: `≤ ${LANDING_JS_BUDGET_KB} KB`,
      ok: kb(landing) <= LANDING_JS_BUDGET_KB,
    },
    {
      metric: 'JS per route: the signed-in shell (what every route loads, gzip)',
      value: `${kb(shell).toFixed(1)} KB`,
      budget: `≤ ${SHELL_JS_BUDGET_KB} KB`,
      ok: kb(shell) <= SHELL_JS_BUDGET_KB,
    },
    ...routes.map(({ route, total }) => ({
      metric: `JS per route: ${route} (all it loads, lazy chunks and shell included, gzip)`,
      value: `${kb(total).toFixed(1)} KB`,
      budget: `≤ ${ROUTE_JS_BUDGET_KB} KB`,
      ok: kb(total) <= ROUTE_JS_BUDGET_KB,
    })),
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
    {
      metric: 'Lighthouse performance (dashboard signed in, mobile)',
      value: `${dashboard.performance} (TBT ${dashboard.tbt} ms)`,
      budget: `≥ ${DASHBOARD_LIGHTHOUSE_MIN_SCORE}, TBT ≤ ${DASHBOARD_TBT_BUDGET_MS} ms`,
      ok: dashboard.performance >= DASHBOARD_LIGHTHOUSE_MIN_SCORE && dashboard.tbt <= DASHBOARD_TBT_BUDGET_MS,
    },
    {
      metric: 'Lighthouse accessibility (dashboard signed in, mobile)',
      value: String(dashboard.accessibility),
      budget: `≥ ${LIGHTHOUSE_MIN_SCORE}`,
      ok: dashboard.accessibility >= LIGHTHOUSE_MIN_SCORE,
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
