import type { Locator, Page } from 'playwright-core';
import { DESKTOP } from './browser';

/**
 * How many pixels the page reaches past the right edge of the window: 0 unless the whole page scrolls sideways. Poll it
 * after a resize: the charts take their width from a ResizeObserver, so they follow a frame or more later (a CI run
 * under load once read 102 px before Team Analytics' charts had narrowed).
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether `inner`'s box lies within `outer`'s (to the pixel), e.g. a button within the card it is printed on. */
export async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/** Whether an element shows all of its text: false when it is cut off (an ellipsis, or clipped by its own box). */
export function printsWhole(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth);
}

/** Runs `body` with the page at `width` px (a phone's), then puts the desktop viewport back. */
export async function atWidth(page: Page, width: number, body: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  try {
    await body();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
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
