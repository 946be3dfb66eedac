import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const dir = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
}
