import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core 4.13 has `label-content-name-mismatch` off; the checks below rely on 4.14 or newer. */
const MIN_AXE = [4, 14] as const;

function assertAxeVersion(version: string): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major < MIN_AXE[0] || (major === MIN_AXE[0] && minor < MIN_AXE[1]))
    throw new Error(`axe-core ${version} is older than ${MIN_AXE.join('.')}: update the override in package.json`);
}

/**
 * Every axe violation on the page under WCAG 2.1 A/AA and best practice, whatever its impact (heading order is
 * 'moderate'), as "rule (impact): target" lines; empty when clean.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // axe measures colours as painted: a toast still fading in reads as low contrast. Finite animations end first
  // (a skeleton's endless pulse never does, so it is not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  assertAxeVersion(results.testEngine.version);
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}
