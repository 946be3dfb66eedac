import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { upgradeTo } from './support/plans';

/**
 * Settings → Branding on Elite: the name and logo show in the sidebar, a too-light accent colour is darkened and
 * applied through the theme, and white-label leaves no 'BizPilot' on the signed-in screens.
 */
const browser: Browser = await browserForThisFile();
const { page } = await openPage(browser);
page.setDefaultTimeout(40_000);
await signUp(page);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('Settings → Branding', () => {
  it('puts the name, logo and a readable accent colour on the app, and white-label hides BizPilot', async () => {
    await upgradeTo(page, 'elite');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Branding' }).click();
    await page.getByRole('heading', { level: 1, name: 'Branding' }).waitFor();
    await page.getByLabel('Display name').fill('Northwind Bakery');
    await page.getByLabel('Accent colour').fill('#ffd700');
    await page.getByRole('button', { name: 'Save name and colour' }).click();
    const adjusted = page.getByText(/White text on #ffd700 would be hard to read/);
    await adjusted.waitFor();
    const applied = (await page.getByTestId('applied-accent').textContent())!.trim();
    expect(applied).toMatch(/^#[0-9a-f]{6}$/);
    expect(applied).not.toBe('#ffd700');
    // The theme's accent (a solid button) is the applied shade, not Chakra's blue.
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const button = page.getByRole('button', { name: 'Save name and colour' });
    // Away from the button: hovered, it shows a darker mix of the colour.
    await page.mouse.move(0, 0);
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(applied));

    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByAltText('Current logo').waitFor();
    const sidebar = page.getByRole('link', { name: 'Northwind Bakery home' });
    await sidebar.getByText('Northwind Bakery').waitFor();
    const logo = sidebar.locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByText("Hide the product's name").click();
    await expect.poll(() => page.title()).toBe('Northwind Bakery');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Northwind Bakery home' }).waitFor();
    const shown = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...[...document.body.querySelectorAll('[aria-label], [alt], [title]')].map(
          (el) => `${el.getAttribute('aria-label')} ${el.getAttribute('alt')} ${el.getAttribute('title')}`,
        ),
      ].join('\n'),
    );
    expect(shown).not.toMatch(/bizpilot/i);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
