import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessibilityViolations } from './axe';

/**
 * Goes through a confirmation as a person does: presses the button named `ask`, reads `says` in the alert dialog it
 * opens (which must pass axe like the page: focus is trapped in it), then presses `confirm` there. Returns the dialog,
 * for a test that waits for it to close.
 */
export async function confirmAfterReading(
  page: Page,
  { ask, says, confirm }: { ask: string; says: string; confirm: string },
): Promise<Locator> {
  await page.getByRole('button', { name: ask }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(says).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: confirm }).click();
  return dialog;
}
