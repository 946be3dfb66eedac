import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { screenshot } from './support/screenshots';

const browser = await browserForThisFile();

async function openLanding(path = '/'): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Automate workflows, track KPIs and grow smarter' }).waitFor();
  return page;
}

describe('landing page (signed out)', () => {
  it('shows the hero, four feature cards, three priced tiers and the footer', async () => {
    const page = await openLanding();
    await expect(page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).resolves.toBe('/api/login');
    await page.getByRole('button', { name: 'View Pricing' }).waitFor();

    for (const feature of ['Real-time KPIs', 'AI Assistant', 'Automation Builder', 'Smart Integrations']) {
      await page.getByRole('heading', { level: 3, name: feature }).waitFor();
    }

    const tiers = [
      { tier: 'starter', name: 'Starter', price: '$29', button: 'Start Free Trial' },
      { tier: 'pro', name: 'Pro', price: '$79', button: 'Start Free Trial' },
      { tier: 'elite', name: 'Elite', price: '$199', button: 'Contact Sales' },
    ];
    for (const { tier, name, price, button } of tiers) {
      const card = page.getByTestId(`plan-${tier}`);
      await expect(card.getByRole('heading', { name }).count()).resolves.toBe(1);
      await expect(card.innerText()).resolves.toContain(price);
      await expect(card.getByRole('link', { name: button }).getAttribute('href')).resolves.toBe('/api/login');
      await expect(card.getByText('Most Popular').count()).resolves.toBe(tier === 'pro' ? 1 : 0);
    }
    await expect(page.getByTestId('plan-elite').innerText()).resolves.toContain('Team of up to 10 users');

    await expect(page.locator('footer').innerText()).resolves.toMatch(/© \d{4} BizPilot\. All rights reserved\./);
    await screenshot(page, 'landing-light');
  });

  it("'View Pricing' scrolls to the pricing section", async () => {
    const page = await openLanding();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'View Pricing' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')?.getBoundingClientRect().top ?? Infinity;
      return Math.abs(top) < 80;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  it("'Get Started Free' leads to the sign-in page", async () => {
    const page = await openLanding();
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/api/auth/local');
    await screenshot(page, 'sign-in');
  });

  it('shows the landing page on every path while signed out', async () => {
    for (const path of ['/tasks', '/team/123', '/no-such-page']) {
      const page = await openLanding(path);
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await page.close();
    }
  });

  it('toggles the theme, keeps it across a reload, and applies it before the app script runs', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    await page.getByRole('button', { name: 'Toggle theme' }).waitFor();
    expect(await htmlClass()).toBe('light');

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await htmlClass()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await screenshot(page, 'landing-dark');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlClass()).toBe('dark');

    // No flash: with the app bundle blocked, the saved theme is still on <html> (set by the head script).
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await htmlClass()).toBe('dark');
    await context.unroute('**/assets/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await htmlClass()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('has no serious or critical accessibility violations, in light and dark', async () => {
    const page = await openLanding();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
