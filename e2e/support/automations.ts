import type { Locator, Page } from 'playwright-core';

/** Opens Automations → 'Quick create' and answers its dialog, once the screen has loaded. */
export async function openQuickCreate(page: Page): Promise<Locator> {
  await page.goto('/automations');
  await page.getByRole('heading', { level: 1, name: 'Automations' }).waitFor();
  await page.getByRole('button', { name: 'Quick create' }).click();
  return page.getByRole('dialog', { name: 'Create Automation' });
}
