import type { Locator, Page } from 'playwright-core';
import { DESKTOP } from './browser';

/** Runs `body` with the page at `width` px (a phone's), then puts the desktop viewport back. */
export async function atWidth(page: Page, width: number, body: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  try {
    await body();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/** How many pixels the whole page scrolls sideways: 0 when it fits its viewport. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The width each icon in `scope` was drawn for (its `width` attribute) and the width it renders at. */
export function iconWidths(scope: Locator): Promise<{ icon: string; drawn: number; rendered: number }[]> {
  return scope.locator('svg.lucide').evaluateAll((icons) =>
    icons.map((icon) => ({
      icon: icon.getAttribute('class') ?? '',
      drawn: Number(icon.getAttribute('width')),
      rendered: Math.round(icon.getBoundingClientRect().width),
    })),
  );
}
