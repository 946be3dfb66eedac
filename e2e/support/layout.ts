import type { Locator, Page } from 'playwright-core';

/** How many pixels the page reaches past the right edge of the window: 0 unless the whole page scrolls sideways. */
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
