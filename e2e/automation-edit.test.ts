import { describe, expect, it } from 'vitest';
import { openQuickCreate } from './support/automations';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { upgradeTo } from './support/plans';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();
// Pro's 'All integrations': Starter connects Google Calendar only.
await upgradeTo(page, 'pro');

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const automationCard = (name: string) => page.getByTestId('automation-card').filter({ hasText: name });
const stripeCard = () => page.getByRole('listitem', { name: 'Stripe', exact: true });

interface OutboxItem {
  to: string;
  subject: string | null;
  body: string;
  automationName: string | null;
}

describe('editing an automation so it emails the customer who paid', () => {
  const first = 'Thank customers';
  const edited = 'Thank-you email on paid invoice';
  let ownerEmail = '';

  it('creates an invoice-paid email automation, which goes to the owner by default', async () => {
    const dialog = await openQuickCreate(page);
    await dialog.getByLabel('Name').fill(first);
    await dialog.getByLabel('Trigger').selectOption('invoice_paid');
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await toast('Automation created').waitFor();
    const summary = await automationCard(first)
      .getByText(/^to .+@example\.com$/)
      .innerText();
    ownerEmail = summary.replace(/^to /, '');
  });

  it("edits it in the same dialog: the trigger's variables are listed, an unknown one is refused on save", async () => {
    await automationCard(first)
      .getByRole('button', { name: `Edit automation ${first}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Automation' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(first);
    expect(await dialog.getByLabel('Trigger').inputValue()).toBe('invoice_paid');
    expect(await dialog.getByLabel('Email recipient').inputValue()).toBe(ownerEmail);
    const variables = dialog.getByTestId('automation-variable');
    await variables.filter({ hasText: '{{invoice.customerEmail}}' }).getByText('Customer’s email').waitFor();
    await variables.filter({ hasText: '{{invoice.amount}}' }).waitFor();

    await dialog.getByLabel('Name').fill(edited);
    await dialog.getByLabel('Email recipient').fill('{{invoice.customerEmail}}');
    await dialog.getByLabel('Email subject').fill('Thank you, {{invoice.customerName}}');
    await dialog.getByLabel('Email body').fill('We received {{invoice.total}} for invoice {{invoice.number}}.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Failed to update automation.').waitFor();
    await dialog
      .getByRole('alert')
      .getByText(/^Validation error: Unknown template variable \{\{invoice\.total\}\} for the Invoice Paid trigger/)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel('Email body').fill('We received {{invoice.amount}} for invoice {{invoice.number}}.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Automation updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const card = automationCard(edited);
    await card.getByText('to {{invoice.customerEmail}}').waitFor();
    await card.getByText('When: Invoice Paid').waitFor();
    expect(await page.getByTestId('automation-card').filter({ hasText: first }).count()).toBe(0);
    await screenshot(page, 'automation-edited');
  });

  it('emails the paying customer of a Stripe invoice, with the amount as money', async () => {
    await nav('Integrations').click();
    await page.getByRole('tab', { name: 'E-commerce' }).click();
    await stripeCard().getByRole('button', { name: 'Connect Stripe' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Stripe' });
    await connect.getByRole('button', { name: 'Use sandbox' }).click();
    await toast('Integration Connected').waitFor();
    // The first sync reads history, which is no news: it raises no events.
    await stripeCard().getByText('Synced', { exact: true }).waitFor({ timeout: 20_000 });

    // The sandbox's business moves on ten days: some open invoices get paid.
    const [stripe] = (await (await page.request.get('/api/integrations')).json()) as { apiUrl: string }[];
    const advanced = await page.request.post(`${new URL(stripe?.apiUrl ?? '').origin}/__control/advance?hours=240`);
    expect(advanced.status()).toBe(200);
    await stripeCard().getByRole('button', { name: 'Sync', exact: true }).click();
    await toast('Sync Complete').waitFor({ timeout: 20_000 });

    // The runner acts on the paid invoices in the background: wait for its messages, not for a while.
    const sent = async () =>
      ((await (await page.request.get('/api/outbox')).json()) as { items: OutboxItem[] }).items.filter(
        (m) => m.automationName === edited,
      );
    await expect.poll(async () => (await sent()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [message] = await sent();
    expect(message!.to).not.toBe(ownerEmail);
    expect(message!.to).toMatch(/^[^@\s{}]+@[^@\s{}]+\.[a-z]+$/);
    expect(message!.subject).toMatch(/^Thank you, \S/);
    expect(message!.body).toMatch(/^We received \$\d{1,3}(,\d{3})*\.\d{2} for invoice \S+\.$/);

    await nav('Automations').click();
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const row = page
      .getByTestId('outbox-message')
      .filter({ hasText: `To ${message!.to}` })
      .first();
    await row.getByText(message!.body).waitFor();
    await row.getByText(`From the automation “${edited}”`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automation-customer-email');

    await page.getByRole('tab', { name: 'Automations' }).click();
    const card = automationCard(edited);
    await card.getByText('Fed by Stripe').waitFor();
    await card.getByRole('button', { name: `Run history of ${edited}` }).click();
    await card
      .getByTestId('automation-run')
      .filter({ hasText: `Stored email in the outbox to ${message!.to}` })
      .first()
      .waitFor();
  });
});
