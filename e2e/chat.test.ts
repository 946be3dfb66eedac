import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { liesWithin, printsWhole, sidewaysOverflow } from './support/layout';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const DAY = 86_400_000;
const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const messageBox = () => page.getByRole('textbox', { name: 'Message' });

/** Tasks made through the API as the signed-in user, the way the Tasks screen makes them. */
async function seedTasks(tasks: { title: string; dueDate: string | null; status?: string }[]) {
  await page.evaluate(async (list) => {
    for (const task of list) {
      const res = await fetch('/api/tasks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ priority: 'medium', status: 'pending', description: '', ...task }),
      });
      if (res.status !== 201) throw new Error(`Task not created: ${res.status}`);
    }
  }, tasks);
}

describe('AI assistant', () => {
  it('answers how many tasks are overdue from the seeded tasks, with its engine and sources', async () => {
    const now = Date.now();
    await seedTasks([
      { title: 'Send the Acme quote', dueDate: new Date(now - 3 * DAY).toISOString() },
      { title: 'Renew the domain', dueDate: new Date(now - DAY).toISOString() },
      { title: 'File the taxes', dueDate: new Date(now - 2 * DAY).toISOString() },
      { title: 'Plan the offsite', dueDate: new Date(now + 5 * DAY).toISOString() },
      { title: 'Old and done', dueDate: new Date(now - 9 * DAY).toISOString(), status: 'completed' },
    ]);
    await page.goto('/chat');
    await page.getByRole('heading', { level: 1, name: 'AI Assistant' }).waitFor();
    await page.getByRole('button', { name: 'How many tasks are overdue?' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await messageBox().fill('How many tasks are overdue?');
    await messageBox().press('Enter');
    const answer = page.getByRole('listitem', { name: 'Assistant' }).last();
    await answer.getByText('3 tasks are overdue').waitFor();
    await answer.getByText('Send the Acme quote').waitFor();
    expect(await answer.getByText('Built-in assistant').isVisible()).toBe(true);
    expect(await messageBox().inputValue()).toBe('');
    expect(await messageBox().evaluate((el) => el === document.activeElement)).toBe(true);

    const sources = answer.getByRole('button', { name: /Sources \(1\)/ });
    // How far the chevron is turned, in degrees: 0 points right (shut), 90 points down (open).
    const chevronTurn = () =>
      sources.locator('svg').evaluate((svg) => {
        const { a, b } = new DOMMatrix(getComputedStyle(svg).transform.replace('none', ''));
        return Math.round((Math.atan2(b, a) * 180) / Math.PI);
      });
    expect(await chevronTurn()).toBe(0);
    await sources.click();
    await answer.getByText('Tasks (due: overdue, limit: 10) — 3 of 5 tasks').waitFor();
    expect(await chevronTurn()).toBe(90);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'chat-overdue');
  });

  it('adds a line on Shift+Enter and sends only on Enter', async () => {
    const before = await page.getByRole('listitem', { name: 'You' }).count();
    await messageBox().fill('');
    await messageBox().pressSequentially('Which automations');
    await messageBox().press('Shift+Enter');
    await messageBox().pressSequentially('failed?');
    expect(await messageBox().inputValue()).toBe('Which automations\nfailed?');
    expect(await page.getByRole('listitem', { name: 'You' }).count()).toBe(before);
    await messageBox().press('Enter');
    await page.getByRole('listitem', { name: 'You' }).nth(before).waitFor();
    await page.getByText('You have no automations yet.').waitFor();
  });

  it('proposes a task, creates it only after Confirm, and the task is on /tasks', async () => {
    await messageBox().fill('Create a high priority task called Call Acme about invoice 1043');
    await messageBox().press('Enter');
    const card = page.getByRole('group', {
      name: 'Proposed action: Create task "Call Acme about invoice 1043", high priority',
    });
    await card.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Confirm' }).click();
    await toast('Created task "Call Acme about invoice 1043"').waitFor();
    await card.getByText('Done').waitFor();
    await screenshot(page, 'chat-action-confirmed');

    await page.getByRole('link', { name: 'Tasks' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page
      .getByTestId('task-card')
      .filter({ hasText: 'Call Acme about invoice 1043' })
      .getByText('High')
      .first()
      .waitFor();
  });

  it('clears the conversation after confirmation', async () => {
    await page.goto('/chat');
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear conversation?' });
    await dialog.getByRole('button', { name: 'Clear conversation' }).click();
    await page.getByRole('button', { name: 'Who are my top performers, and who needs support?' }).waitFor();
  });

  it('wraps a suggested prompt longer than a 330 px phone instead of printing it past its card', async () => {
    await page.setViewportSize({ width: 330, height: 800 });
    const heading = page.getByRole('heading', { name: 'Ask me about your business' });
    const longest = page.getByRole('button', { name: 'What was our revenue this month compared with last month?' });
    await longest.waitFor();
    const card = page.locator('div', { has: heading }).filter({ has: longest }).last();
    expect(await liesWithin(longest, card)).toBe(true);
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  });

  it("prints a model's headings as headings, and scrolls a code line wider than the phone inside its bubble", async () => {
    // The built-in assistant writes neither, so an OpenAI answer is placed into the history the screen reads.
    const answer = [
      '### Summary',
      'Revenue is **up**.',
      '```',
      `SELECT * FROM transactions WHERE merchant = 'SQUARE INC DES:SQ261119 ID:VU5DJ2 INDN:DEMO STUDIO LLC CCD'`,
      '```',
    ].join('\n');
    await page.route('**/api/chat/messages', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const history = await (await route.fetch()).json();
      history.items.push({
        id: 'markdown-answer',
        role: 'assistant',
        content: answer,
        createdAt: new Date().toISOString(),
        sources: [],
        engine: 'OpenAI (gpt-4o-mini)',
        actions: [],
      });
      await route.fulfill({ json: history });
    });
    await page.goto('/chat');
    const message = page.getByRole('listitem', { name: 'Assistant' }).last();
    const heading = message.getByRole('heading', { name: 'Summary' });
    await heading.waitFor();
    const weight = (element: Locator) => element.evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(await weight(heading)).toBeGreaterThan(await weight(message.getByText('Revenue is')));
    // Not the whole conversation scrolling sideways with the code cut off at the bubble's edge.
    expect(await printsWhole(page.getByLabel('Conversation'))).toBe(true);
    await page.unroute('**/api/chat/messages');
  });

  it("prints an answer's time on one line on a 330 px phone", async () => {
    await page.setViewportSize({ width: 330, height: 800 });
    await messageBox().fill('Which automations failed?');
    await messageBox().press('Enter');
    const time = page.getByRole('listitem', { name: 'Assistant' }).last().locator('time');
    await time.waitFor();
    const lineHeight = await time.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await time.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  });
});
