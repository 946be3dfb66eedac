import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { upgradeByRequest } from './support/plans';

const browser = await browserForThisFile();
const { page } = await openPage(browser);
await signUp(page, newAccount('Wanda', 'Hooks'));

describe('Settings → Developers: webhooks', () => {
  it('offers the upgrade instead of the controls below Elite', async () => {
    await page.goto('/settings/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Elite' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add webhook' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('adds a webhook, shows its secret once, sends a test and lists the delivery', async () => {
    await upgradeByRequest(page, 'elite');
    await page.goto('/settings/developers');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    // A public literal address: accepted without DNS; no receiver answers there, which the log then shows.
    await dialog.getByLabel('Endpoint URL').fill('https://93.184.216.34/bizpilot');
    await dialog.getByText('task.created', { exact: true }).click();
    await dialog.getByText('invoice.paid', { exact: true }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await secretDialog.getByTestId('webhook-secret').textContent();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const webhook = page.getByTestId('webhook');
    await webhook.getByText('https://93.184.216.34/bizpilot').waitFor();
    await webhook.getByText('Events: task.created, invoice.paid').waitFor();
    expect(await page.content()).not.toContain(secret!);

    await webhook.getByRole('button', { name: 'Send test' }).click();
    await webhook.getByRole('button', { name: 'Deliveries' }).click();
    const delivery = webhook.getByTestId('delivery').first();
    await delivery.getByText('webhook.test').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await webhook.getByRole('button', { name: 'Disable' }).click();
    await webhook.getByText('Disabled', { exact: true }).waitFor();
  });

  it('rotates the secret with confirmation and shows the new one once', async () => {
    const webhook = page.getByTestId('webhook');
    await webhook.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'New signing secret' });
    expect(await secretDialog.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await webhook.getByText(/The previous secret also signs until/).waitFor();
  });
});
