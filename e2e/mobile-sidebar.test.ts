import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { MOBILE, signedInPageForThisFile } from './support/browser';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile(MOBILE);

const sheet = () => page.getByRole('dialog', { name: 'Navigation' });

describe('mobile sidebar (under 768 px)', () => {
  it('is a slide-over sheet, closed until toggled', async () => {
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('desktop-sidebar').count()).toBe(0);
    expect(await sheet().count()).toBe(0);
    await screenshot(page, 'mobile-dashboard');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await sheet().waitFor();
    expect(await sheet().evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-sheet');
  });

  it('closes when the location changes', async () => {
    await sheet().getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await sheet().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/team');

    await page.keyboard.press('Control+b');
    await sheet().waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await sheet().waitFor({ state: 'detached' });
  });

  it('closes with Escape', async () => {
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await sheet().waitFor();
    await page.keyboard.press('Escape');
    await sheet().waitFor({ state: 'detached' });
  });
});
