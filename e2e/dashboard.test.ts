import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { userEntity } from '../functions/data/auth/users';
import { addDays } from '../functions/domain/finance/calendar-date';
import { dateInZone } from '../functions/domain/kpi/zoned-date';
import { rollupWriter } from '../functions/services/kpi/kpi-rollups';
import { signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, DESKTOP } from './support/browser';
import { parseCsv } from './support/csv';
import { baseUrl } from './support/env';
import { screenshot } from './support/screenshots';

const ZONE = 'America/New_York';
// The browser's zone is not UTC, so the test sees it sent, stored and used for the day boundaries.
const context = await (await browserForThisFile()).newContext({
  viewport: DESKTOP,
  baseURL: baseUrl(),
  reducedMotion: 'reduce',
  timezoneId: ZONE,
  acceptDownloads: true,
});
const page = await context.newPage();
await signUp(page);

const card = (label: string) => page.getByTestId(`kpi-${label}`);
const stats = async () => (await page.request.get('/api/kpi/stats')).json();

/** What a connected shop and CRM report, through the integration sync's rollup hook (the runtime shares the table). */
async function seedSyncedItems() {
  const me = await (await page.request.get('/api/auth/user')).json();
  const workspaceId = (await userEntity.get({ id: me.id }))!.workspaceId;
  const writer = await rollupWriter(workspaceId);
  const today = dateInZone(new Date(), ZONE);
  // 16:00 UTC is late morning in New York: the same calendar day there.
  const at = (daysBack: number) => `${addDays(today, -daysBack)}T16:00:00.000Z`;
  const order = (id: string, daysBack: number, cents: number) =>
    writer.itemChanged(id, undefined, {
      dataType: 'order',
      date: at(daysBack),
      firstSeenAt: at(0),
      valueCents: cents,
      currency: 'USD',
      status: 'paid',
    });
  const lead = (id: string, daysBack: number) =>
    writer.itemChanged(id, undefined, {
      dataType: 'lead',
      date: at(daysBack),
      firstSeenAt: at(0),
      valueCents: null,
      currency: null,
      status: null,
    });
  await order('o1', 2, 25_000);
  await order('o2', 20, 100_000);
  await order('o3', 45, 40_000);
  await lead('l1', 1);
  await lead('l2', 25);
  await lead('l3', 26);
}

describe('dashboard', () => {
  it("shows an empty workspace's zeros with where the numbers come from, and stores the browser's time zone", async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Where these numbers come from').waitFor();
    expect(await card('Revenue').innerText()).toContain('$0.00');
    await expect
      .poll(async () => (await stats()).range, { timeout: 10_000 })
      .toMatchObject({
        timeZone: ZONE,
        timeZoneSaved: true,
      });
    await page.getByText(`(${ZONE})`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // On a phone the long link runs on from 'Revenue from' across two lines, like the words around it.
    await page.setViewportSize({ width: 330, height: 800 });
    const link = page.getByRole('link', { name: 'connected payment, accounting and e-commerce apps' });
    expect(await link.evaluate((a) => a.getClientRects().length)).toBeGreaterThan(1);
    // Export Report keeps to the page's margins, as wide as the cards (under the range when both do not fit).
    const cards = await card('Revenue').boundingBox();
    const exportButton = await page.getByRole('button', { name: 'Export Report' }).boundingBox();
    expect(exportButton!.x + exportButton!.width).toBeLessThanOrEqual(cards!.x + cards!.width + 1);
    await page.setViewportSize(DESKTOP);
  });

  it('changes the cards when the range changes', async () => {
    await seedSyncedItems();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Last 30 days: $250 + $1,000 (the 30 days before: $400); leads on days −1, −25 and −26.
    await expect.poll(() => card('Revenue').innerText()).toContain('$1,250.00');
    expect(await card('Leads').innerText()).toContain('3');
    await page
      .getByRole('img', { name: /^Revenue chart\./ })
      .first()
      .waitFor();
    await screenshot(page, 'dashboard-30d');

    await page.getByLabel('Time range').selectOption('7d');
    await expect.poll(() => card('Revenue').innerText()).toContain('$250.00');
    expect(await card('Leads').innerText()).toMatch(/^Leads\s*1\s/);
    // Nothing in the 7 days before: +100 %.
    expect(await card('Revenue').innerText()).toContain('+100%');

    await page.getByLabel('Time range').selectOption('90d');
    await expect.poll(() => card('Revenue').innerText()).toContain('$1,650.00');
    const revenueChart = page.getByRole('img', { name: /^Revenue chart\./ }).first();
    // 13 weekly points.
    expect(((await revenueChart.getAttribute('aria-label')) ?? '').split(', ')).toHaveLength(13);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('exports the selected range as CSV and as PDF, and both read back', async () => {
    await page.getByLabel('Time range').selectOption('30d');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^bizpilot-kpi-report-30d-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(readFileSync((await csvDownload.path())!, 'utf8'));
    expect(rows[0]).toEqual(['BizPilot KPI Report']);
    expect(rows.find((r) => r[0] === 'Revenue (USD)')).toEqual(['Revenue (USD)', '1250', '400', '212.5', 'up']);
    expect(rows.find((r) => r[0] === 'Leads')).toEqual(['Leads', '3', '0', '100', 'up']);
    expect(rows.find((r) => r[0] === 'One-time Sales')).toEqual(['One-time Sales', '1250.00', '100']);

    await page.getByRole('button', { name: 'Export Report' }).click();
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF (one-page report)' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', (await pdfDownload.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('BizPilot KPI Report');
    expect(text).toMatch(/Revenue \(USD\)\s+\$1,250\.00\s+\$400\.00\s+212\.5%\s+up/);
    expect(text).toContain(`Time zone ${ZONE}`);
  });

  it('fills Performance and Insights from the data, and says what would fill the rest', async () => {
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByRole('link', { name: 'Connect a review source to see satisfaction' }).waitFor();
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page.getByText('Built-in analyst').waitFor();
    await page.getByText('Revenue grew').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-insights');
  });
});
