import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

describe('financial management', () => {
  it('starts with "No Financial Data Yet", links the Demo Bank and shows the analysis built from it', async () => {
    await page.goto('/financial');
    await page.getByRole('heading', { level: 1, name: 'Financial Management' }).waitFor();
    await page.getByRole('heading', { name: 'No Financial Data Yet' }).waitFor();

    await page.getByRole('button', { name: 'Link the Demo Bank' }).first().click();
    await toast('Bank Connected Successfully').waitFor();
    await page.getByText('Demo Business Checking').waitFor();
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(2);
    for (const label of ['Revenue', 'Expenses', 'Net Income', 'Profit Margin']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await page.getByText('Last 30 days', { exact: true }).count()).toBe(4);
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

  it('removes the Demo Bank after a confirmation', async () => {
    await page.getByRole('button', { name: 'Remove Demo Bank' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toast('Demo Bank removed').waitFor();
    await page.getByRole('heading', { name: 'No Financial Data Yet' }).waitFor();
  });
});
