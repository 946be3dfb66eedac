import { describe, expect, it } from 'vitest';
import { openQuickCreate } from './support/automations';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, signedInPageForThisFile } from './support/browser';
import { upgradeTo } from './support/plans';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();
// Pro's 'All integrations': Starter connects Google Calendar only.
await upgradeTo(page, 'pro');

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const hubspotCard = () => page.getByRole('listitem', { name: 'HubSpot', exact: true });
const automationCard = (name: string) => page.getByTestId('automation-card').filter({ hasText: name });
const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * The sandbox's business moves on by itself (about four new leads a day); the test asks it to fast-forward two
 * days instead of waiting. Its address is the one the connection shows (`<sandbox>/hubspot`).
 */
async function fastForwardSandbox(hours: number) {
  const list = await page.request.get('/api/integrations');
  const [hubspot] = (await list.json()) as { apiUrl: string }[];
  const origin = new URL(hubspot?.apiUrl ?? '').origin;
  const advanced = await page.request.post(`${origin}/__control/advance?hours=${hours}`);
  expect(advanced.status()).toBe(200);
}

describe('integrations with the local sandbox', () => {
  const automation = 'Call new leads';

  it('warns that a new-lead automation has no CRM to feed it yet', async () => {
    const dialog = await openQuickCreate(page);
    await dialog.getByLabel('Name').fill(automation);
    await dialog.getByLabel('Trigger').selectOption('new_lead');
    await dialog.getByLabel('Action', { exact: true }).selectOption('create_task');
    await dialog
      .getByText('No CRM connected yet: this automation runs when a connected CRM reports a new lead', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await toast('Automation created').waitFor();
    const card = automationCard(automation);
    await card.getByText('When: New Lead').waitFor();
    await card
      .getByText(/^No CRM connected yet: this automation runs when a connected CRM reports a new lead/)
      .waitFor();
    expect(await card.getByRole('link', { name: 'Connect one' }).getAttribute('href')).toBe('/integrations');
  });

  it("connects HubSpot with 'Use sandbox' and shows its first sync on the card", async () => {
    await nav('Integrations').click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await hubspotCard().getByText('Not connected').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await hubspotCard().getByRole('button', { name: 'Connect HubSpot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect HubSpot' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Connect', exact: true }).isDisabled()).toBe(true);
    // The docs link reads as a link, its icon beside its words (one line high, not two).
    const docs = dialog.getByRole('link', { name: 'Where to find these' });
    expect(await docs.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    expect((await docs.boundingBox())?.height).toBeLessThan(24);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use sandbox' }).click();
    await toast('Integration Connected').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The connection's first sync runs on the queue at once; the card follows it without a reload.
    await hubspotCard().getByText('Synced', { exact: true }).waitFor({ timeout: 20_000 });
    await hubspotCard()
      .getByText(/^[\d,]+ items$/)
      .waitFor();
    await hubspotCard()
      .getByText(/Last sync: .* · Last success: .* · Next sync: in /)
      .waitFor();
    await screenshot(page, 'integrations-hubspot-sandbox');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("shows the synced items in the dashboard's Integrated Data tab", async () => {
    await nav('Dashboard').click();
    await page.getByRole('tab', { name: 'Integrated Data' }).click();
    const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
    await expect.poll(() => figure('Active integrations').innerText()).toContain('1');
    expect(await figure('Last sync').innerText()).not.toContain('Never');
    await page.getByRole('cell', { name: 'Leads', exact: true }).waitFor();
    const recent = page.getByRole('list', { name: 'Recent synced items' }).getByRole('listitem');
    await expect.poll(() => recent.count()).toBe(5);
    expect(await recent.first().innerText()).toContain('HubSpot');
    await screenshot(page, 'dashboard-integrated-data');
    expect(await accessibilityViolations(page)).toEqual([]);

    // On a small phone a long name pushes its value under it, where it stays at the right edge like the others'.
    await page.setViewportSize({ width: 330, height: 800 });
    const valueRightEdges = await recent
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .evaluateAll((values) => values.map((v) => Math.round(v.getBoundingClientRect().right)));
    expect(valueRightEdges).toHaveLength(5);
    expect(new Set(valueRightEdges).size).toBe(1);
    await page.setViewportSize(DESKTOP);
  });

  it('runs the new-lead automation for a lead that arrives after the first sync', async () => {
    await fastForwardSandbox(72);
    await nav('Integrations').click();
    await hubspotCard().getByRole('button', { name: 'Sync', exact: true }).click();
    await page
      .getByRole('region', { name: /notifications/i })
      .getByText(/^Synced [1-9]\d* new and \d+ updated items from HubSpot$/)
      .waitFor();
    await toast('Sync Complete').waitFor();

    await nav('Tasks').click();
    const followUps = page
      .getByTestId('task-card')
      .filter({ has: page.getByRole('heading', { name: /^Follow up: New lead: / }) });
    await expect.poll(() => followUps.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await followUps.first().getByText('From automation').waitFor();

    await nav('Automations').click();
    const card = automationCard(automation);
    await card.getByText('Fed by HubSpot').waitFor();
    await card.getByText('Succeeded').first().waitFor();
  });

  it('removes HubSpot and its items after a confirmation', async () => {
    await nav('Integrations').click();
    await hubspotCard().getByRole('button', { name: 'Remove HubSpot' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove HubSpot?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast('Integration Removed').waitFor();
    await hubspotCard().getByText('Not connected').waitFor();

    await nav('Dashboard').click();
    await page.getByRole('tab', { name: 'Integrated Data' }).click();
    await page.getByRole('heading', { name: 'No integrations connected yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Integrations' }).getAttribute('href')).toBe('/integrations');
  });
});
