/**
 * Where the signed-in dashboard's main-thread time goes on a cold load (issue 16: "what the remaining time is spent
 * on, from a CPU profile"). Loads '/' signed in on a mobile viewport at Lighthouse's 4x CPU slowdown, records a V8
 * CPU profile and the long tasks, and prints self time by script and by function, and each long task.
 * `npx tsx scripts/bench/web-profile.ts` (uses the build in web/dist, building it when there is none); with
 * PROFILE_OUT=file.cpuprofile it also saves the profile, for Chromium's DevTools (build with --sourcemap to read it).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureWebBuild } from '../local/web-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import { signUp } from './web-budgets';

/** Lighthouse's mobile preset slows the CPU by 4. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (what total blocking time counts beyond it). */
const LONG_TASK_MS = 50;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface DashboardProfile {
  /** Self time (ms) by script file, busiest first. */
  byScript: Array<{ script: string; ms: number }>;
  /** Self time (ms) by function, busiest first. */
  byFunction: Array<{ fn: string; ms: number }>;
  /** Each task over 50 ms: when it started after navigation and how long it ran (ms). */
  longTasks: Array<{ start: number; duration: number }>;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

function selfTimes(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const script = url ? shortUrl(url) : `(${functionName || 'anonymous'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const sorted = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => ({ [key]: name, ms: Math.round(ms) }) as { [P in K]: string } & { ms: number });
  return { byScript: sorted(byScript, 'script'), byFunction: sorted(byFunction, 'fn') };
}

export async function profileDashboard(baseUrl: string): Promise<DashboardProfile> {
  const origin = baseUrl.replace('//127.0.0.1', '//localhost').replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const signedIn = await browser.newContext();
    await signUp(await signedIn.newPage(), origin);
    const context = await browser.newContext({
      storageState: await signedIn.storageState(),
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // As a string: this runs in the page, and the scripts' TypeScript config has no DOM types.
    await page.addInitScript({
      content: `window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
        }).observe({ type: 'longtask', buffered: true });`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const longTasks = (await page.evaluate('window.longTasks')) as Array<{ start: number; duration: number }>;
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    return { ...selfTimes(profile), longTasks: longTasks.filter((t) => t.duration > LONG_TASK_MS) };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  ensureWebBuild();
  process.env.LOG_LEVEL ??= 'WARN';
  const { withTemporaryRuntime } = await import('../local/temporary-runtime');
  const profile = await withTemporaryRuntime((runtime) => profileDashboard(runtime.url));
  console.log(`Dashboard, signed in, mobile, CPU ${CPU_SLOWDOWN}x slower: self time by script (ms)`);
  console.table(profile.byScript.slice(0, 20));
  console.log('Self time by function (ms)');
  console.table(profile.byFunction.slice(0, 30));
  const blocking = profile.longTasks.reduce((total, t) => total + t.duration - LONG_TASK_MS, 0);
  console.log(`Long tasks (> ${LONG_TASK_MS} ms; blocking time beyond ${LONG_TASK_MS} ms: ${blocking} ms)`);
  console.table(profile.longTasks);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
