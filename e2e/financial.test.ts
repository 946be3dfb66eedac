import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, signedInPageForThisFile } from './support/browser';
import { liesWithin, printsWhole } from './support/layout';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

describe('financial management', () => {
  it('starts with "No Financial Data Yet", links the Demo Bank and shows the analysis built from it', async () => {
    await page.goto('/financial');
    await page.getByRole('heading', { level: 1, name: 'Financial Management' }).waitFor();
    await page.getByRole('heading', { name: 'No Financial Data Yet' }).waitFor();

    // Without Plaid keys, Connect Bank says so as information and offers the Demo Bank there.
    await page.getByRole('button', { name: 'Connect Bank with Plaid' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Bank linking is not configured' });
    await notice.getByText(/it needs Plaid keys/).waitFor();
    expect(await toast('Connection Failed').count()).toBe(0);
    await notice.getByRole('button', { name: 'Link the Demo Bank' }).click();
    await toast('Bank Connected Successfully').waitFor();
    await notice.waitFor({ state: 'detached' });
    await page.getByText('Demo Business Checking').waitFor();
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(2);
    for (const label of ['Revenue', 'Expenses', 'Net Income', 'Profit Margin']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    // The four cards name their period, which the 'Analysis period' picker (issue 28) chose: 30 days by default.
    expect(await page.getByLabel('Analysis period').inputValue()).toBe('30d');
    const periodLabels = await page
      .getByText('Last 30 days', { exact: true })
      .evaluateAll((found) => found.filter((element) => element.tagName !== 'OPTION').length);
    expect(periodLabels).toBe(4);
    await page.getByRole('list', { name: 'Expenses by category' }).getByText('Payroll').waitFor();

    await page.getByRole('tab', { name: /Recommendations/ }).click();
    await page.getByText('Financial health score').waitFor();
    expect(
      await page
        .getByText(/^\d{1,3}\/100$/)
        .first()
        .innerText(),
    ).toMatch(/\/100$/);
    await screenshot(page, 'financial-demo-bank');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('prints each summary figure, in cents, on one line from a phone to a desktop', async () => {
    // At 1024 px four cards side by side broke '$16,532.72' after '$16,532.7'.
    for (const width of [330, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const label of ['Revenue', 'Expenses', 'Net Income']) {
        const figure = page.getByText(label, { exact: true }).first().locator('xpath=../following-sibling::p[1]');
        expect(await figure.innerText()).toMatch(/^-?\$[\d,]+\.\d{2}$/);
        const lines = await figure.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, `${label} at ${width} px`).toBe(1);
      }
    }
    await page.setViewportSize(DESKTOP);
  });

  it("prints each connected account's name whole, beside its full-size icon, on a 330 px phone", async () => {
    await page.setViewportSize({ width: 330, height: 800 });
    const accounts = page.getByRole('list', { name: 'Connected accounts' }).getByRole('listitem');
    for (const name of ['Demo Business Checking', 'Demo Business Savings']) {
      const account = accounts.filter({ hasText: name });
      expect(await printsWhole(account.getByText(name, { exact: true }))).toBe(true);
      expect((await account.locator('svg').first().boundingBox())?.width).toBe(20);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('removes the Demo Bank after a confirmation', async () => {
    await page.getByRole('button', { name: 'Remove Demo Bank' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toast('Demo Bank removed').waitFor();
    await page.getByRole('heading', { name: 'No Financial Data Yet' }).waitFor();
  });
});

/** A small statement dated in the last days, so the analysis of the last 30 days is built from it. */
function recentStatement(): Buffer {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const rows = [
    [day(1), 'BRIGHTLINE STUDIO LLC', '-500.00'],
    [day(3), 'BRIGHTLINE STUDIO LLC', '-700.00'],
    [day(5), 'STRIPE TRANSFER ST-4411', '4200.00'],
    [day(7), 'GUSTO PAYROLL 4471902', '-2000.00'],
  ];
  return Buffer.from(['Date,Description,Amount', ...rows.map((r) => r.join(','))].join('\n'));
}

describe('statements and transactions', () => {
  it('uploads a CSV straight to the file store, watches it import and shows the analysis built from it', async () => {
    await page.goto('/financial');
    await page.getByRole('heading', { name: 'No Financial Data Yet' }).waitFor();
    await page
      .getByLabel('Bank statement file')
      .setInputFiles({ name: 'recent.csv', mimeType: 'text/csv', buffer: recentStatement() });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast('Statement Uploaded').waitFor();
    const statements = page.getByRole('list', { name: 'Uploaded statements' });
    await statements.getByText('Imported', { exact: true }).waitFor({ timeout: 30_000 });
    await statements.getByText('4 transactions imported into Uploaded statements.').waitFor();
    await page.getByText('Uploaded statements', { exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'Expenses by category' }).getByText('Payroll').waitFor();
  });

  it('recategorises a transaction with a merchant rule, which changes its other transaction too', async () => {
    await page.getByRole('tab', { name: /Transactions/ }).click();
    const studio = page.getByRole('button', { name: /change category of BRIGHTLINE STUDIO LLC$/ });
    await studio.first().waitFor();
    expect(await studio.count()).toBe(2);
    await studio.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category').selectOption('Marketing');
    await dialog.getByText('Always categorise "Brightline Studio LLC" as Marketing').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Category updated').waitFor();
    // Both of the merchant's transactions: the one chosen by hand, and the other through the rule.
    const marketing = studio.filter({ hasText: 'Marketing' });
    await marketing.nth(1).waitFor();
    expect(await marketing.count()).toBe(2);
    await page.getByText('your rule').filter({ visible: true }).waitFor();
    await screenshot(page, 'financial-transactions');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows every amount on a phone, with the day and the category under the description', async () => {
    const table = page.getByRole('table', { name: 'Transactions, newest first' });
    const amount = table.getByRole('cell', { name: '$4,200.00' });
    for (const width of [412, 330]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await liesWithin(amount, page.locator('body')), `the amount at ${width} px`).toBe(true);
      // No sideways scroll inside the table's own scroll area either.
      expect(await printsWhole(table.locator('..')), `the table at ${width} px`).toBe(true);
      expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Description', 'Amount']);
    }
    await page.setViewportSize(DESKTOP);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Date',
      'Description',
      'Category',
      'Amount',
    ]);
  });

  it('refuses a file that is not a statement with the spec message', async () => {
    await page
      .getByLabel('Bank statement file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await toast('Invalid File Type').waitFor();
  });
});
