import { describe, expect, it } from 'vitest';
import { ownerSidebarLabels } from '../shared/testing/sidebar';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { screenshot } from './support/screenshots';

const { context, page } = await signedInPageForThisFile();

const nav = () => page.getByRole('navigation', { name: 'Main' });
const sidebar = () => page.getByTestId('desktop-sidebar');
const currentItems = () => nav().locator('[aria-current="page"]').allInnerTexts();
const sidebarCookie = async () => (await context.cookies()).find((c) => c.name === 'sidebar_state');

describe('signed-in shell', () => {
  it('lands on the dashboard after sign-up', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await screenshot(page, 'shell-dashboard');
  });

  it('lists the eight sidebar items in spec order, then the owner’s settings, and marks the exact-path item active', async () => {
    expect(await nav().getByRole('link').allInnerTexts()).toEqual(ownerSidebarLabels);
    expect(await currentItems()).toEqual(['Dashboard']);

    await nav().getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(/\/tasks$/);
    expect(await currentItems()).toEqual(['Tasks']);

    await nav().getByRole('link', { name: 'AI Assistant' }).click();
    await page.waitForURL(/\/chat$/);
    expect(await currentItems()).toEqual(['AI Assistant']);

    // /dashboard is the Dashboard's other path: its item is the current one there too (issue 28 §8).
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await currentItems()).toEqual(['Dashboard']);
  });

  it('routes every screen of the spec (none of them is the 404 page)', async () => {
    for (const path of [
      '/automations',
      '/chat',
      '/team',
      '/team/emp-1',
      '/integrations',
      '/financial',
      '/subscription',
    ]) {
      await page.goto(path);
      await page.locator('main').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    }
  });

  it('shows the avatar initials, display name and plan in the sidebar footer', async () => {
    const footer = page.getByTestId('sidebar-user');
    expect(await footer.getByTestId('sidebar-user-name').innerText()).toBe('Ada Lovelace');
    expect(await footer.getByTestId('sidebar-user-plan').innerText()).toBe('Starter Plan');
    expect(await footer.innerText()).toContain('AL');
    await footer.getByRole('link', { name: 'Log Out' }).waitFor();
  });

  it('opens a user menu from the header', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('menu').innerText()).toContain('Ada Lovelace');
    await screenshot(page, 'shell-user-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('collapses and expands with Ctrl+B and the header toggle, saved in cookie sidebar_state for 7 days', async () => {
    await page.goto('/');
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');

    await page.keyboard.press('Control+b');
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');
    expect(await sidebar().evaluate((el) => el.getBoundingClientRect().width)).toBe(48);
    const cookie = await sidebarCookie();
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Collapsed items keep their names and show a tooltip on hover.
    await nav().getByRole('link', { name: 'Tasks' }).hover();
    await page.getByRole('tooltip', { name: 'Tasks' }).waitFor();
    await screenshot(page, 'shell-collapsed');

    await page.reload();
    await nav().waitFor();
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');
    expect(await sidebar().evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
    expect((await sidebarCookie())?.value).toBe('true');

    await page.keyboard.press('Meta+b');
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+b');
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');
  });

  it('is keyboard accessible: a skip link, then the sidebar links with a visible focus ring', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // product logo, home
    await page.keyboard.press('Tab'); // Dashboard
    await page.keyboard.press('Tab'); // Tasks
    const focused = page.locator(':focus');
    expect(await focused.innerText()).toBe('Tasks');
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tasks$/);
  });

  it('shows the 404 page for any other path', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await nav().waitFor();
    await screenshot(page, 'not-found');
  });

  it('has no serious or critical accessibility violations, expanded, collapsed and in dark', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Control+b');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Control+b');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'shell-dark');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
  });

  it('logs out back to the landing page', async () => {
    await page.getByTestId('sidebar-user').getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Automate workflows, track KPIs and grow smarter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).some((c) => c.name === '__Host-sid')).toBe(false);

    await page.goto('/tasks');
    await page.getByRole('heading', { level: 1, name: 'Automate workflows, track KPIs and grow smarter' }).waitFor();
    expect(await nav().count()).toBe(0);
  });
});
