import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { fillFields } from './support/forms';
import { atWidth, sidewaysOverflow } from './support/layout';
import { appRequest } from './support/requests';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();
let profileUrl = '';

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text);

/** Axe checks the page itself: close any toast first (toasts are the shell's, checked by its own tests). */
async function pageViolations(): Promise<string[]> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) {
    await close.first().click();
    // One toast at a time (spec §9): once its exit animation has ended and it is gone, no close button is left.
    await close.first().waitFor({ state: 'detached' });
  }
  return accessibilityViolations(page);
}

async function addEmployee(fields: {
  first: string;
  last: string;
  email: string;
  position: string;
  department: string;
  salary?: string;
}) {
  await page
    .getByRole('button', { name: /^Add (First )?Employee$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await fillFields(dialog, {
    'First Name': fields.first,
    'Last Name': fields.last,
    Email: fields.email,
    Position: fields.position,
    Department: fields.department,
    ...(fields.salary ? { 'Annual Salary': fields.salary } : {}),
  });
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: new RegExp(`${fields.first} ${fields.last}`) }).waitFor();
}

describe('team directory', () => {
  it('starts empty with the first-employee prompt', async () => {
    await page.goto('/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByText('Manage your team and track employee performance').waitFor();
    await page.getByRole('heading', { name: 'No Employees Found' }).waitFor();
    await page.getByText('Start by adding your first team member').waitFor();
    expect(await page.getByRole('button', { name: 'Add First Employee' }).isVisible()).toBe(true);
  });

  it('validates and adds employees through the Add New Employee dialog', async () => {
    await page.getByRole('button', { name: 'Add First Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByText('Valid email is required').waitFor();
    await dialog.getByLabel('Email').fill('maya@example.com');
    await dialog.getByText('Valid email is required').waitFor({ state: 'detached' });
    await dialog.getByLabel('Department').fill('Cancelled dept');
    await dialog.getByLabel('Employee ID').fill('EMP-999');
    await dialog.getByLabel('Annual Salary').fill('99,000');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The next new employee inherits nothing from the cancelled one.
    await page.getByRole('button', { name: 'Add First Employee' }).click();
    for (const field of ['Email', 'Department', 'Employee ID', 'Annual Salary'])
      expect(await dialog.getByLabel(field).inputValue()).toBe('');
    expect(await dialog.getByText('First name is required').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The toast is waited for from the moment of the save: it stays 5 s, and on a loaded machine the new card can
    // take longer than that to appear.
    await Promise.all([
      toast('Employee added successfully').waitFor(),
      addEmployee({
        first: 'Maya',
        last: 'Chen',
        email: 'maya@example.com',
        position: 'Backend Engineer',
        department: 'Engineering',
        salary: '$120,000',
      }),
    ]);
    // The success toast itself must be readable (AA contrast), so this check keeps it on screen.
    expect(await accessibilityViolations(page)).toEqual([]);
    await addEmployee({
      first: 'James',
      last: 'Okafor',
      email: 'james@example.com',
      position: 'Customer Success Manager',
      department: 'Support',
    });
    expect(await page.getByRole('list', { name: 'Employees' }).getByRole('link').count()).toBe(2);
    await expect.poll(() => page.getByText('Total Employees').locator('../..').innerText()).toContain('2');
  });

  it('searches by name, position or email and filters by department', async () => {
    const cards = page.getByRole('list', { name: 'Employees' }).getByRole('link');
    await page.getByPlaceholder('Search employees...').fill('ENGINEER');
    await expect.poll(() => cards.allInnerTexts()).toEqual([expect.stringContaining('Maya Chen')]);
    await page.getByPlaceholder('Search employees...').fill('nobody-matches');
    await page.getByText('Try adjusting your search or filters').waitFor();
    expect(await page.getByRole('button', { name: 'Add First Employee' }).count()).toBe(0);
    await page.getByPlaceholder('Search employees...').fill('');
    await page.getByLabel('Filter by department').selectOption('Support');
    await expect.poll(() => cards.allInnerTexts()).toEqual([expect.stringContaining('James Okafor')]);
    await page.getByLabel('Filter by department').selectOption('all');
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await screenshot(page, 'team-list');
  });

  it('prints each card’s position whole on the desktop grid', async () => {
    const position = page
      .getByRole('list', { name: 'Employees' })
      .getByRole('listitem')
      .filter({ hasText: 'James Okafor' })
      .getByText('Customer Success Manager', { exact: true });
    // Three cards a row at 1280 px once cut it to 'Customer Success Man…'.
    expect(
      await position.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
  });

  it('has no accessibility violations on /team, with a blue button hovered too', async () => {
    expect(await pageViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Add Employee' }).hover();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opens the profile with its header, tabs and details', async () => {
    await page.getByRole('link', { name: /Maya Chen/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Maya Chen' }).waitFor();
    profileUrl = page.url();
    expect(new URL(profileUrl).pathname).toMatch(/^\/team\/[0-9A-Z]{26}$/);
    for (const tab of ['Overview', 'Competencies', 'Manager Notes', 'Compensation'])
      await page.getByRole('tab', { name: tab }).waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Contact Information').waitFor();
    await page.getByText('maya@example.com').waitFor();
    await page.getByText('Performance Overview').waitFor();
    await page.getByRole('tab', { name: 'Compensation' }).click();
    await page.getByText('$120,000').waitFor();
    await page.getByText('No AI analysis available yet').waitFor();
  });

  it('has no accessibility violations on /team/{id}', async () => {
    expect(await pageViolations()).toEqual([]);
  });

  it('edits and saves the competency assessment with the sliders', async () => {
    await page.getByRole('tab', { name: 'Competencies' }).click();
    await page.getByText('Competency Assessment').waitFor();
    await page.getByRole('img', { name: /Competency radar chart: Leadership 50/ }).waitFor();
    await page.getByRole('button', { name: 'Edit Assessment' }).click();
    for (const name of ['Technical Skills', 'Problem Solving', 'Analytical Thinking']) {
      const slider = page.getByRole('slider', { name });
      await slider.focus();
      // Sliders move in steps of 5: eight steps from 50 to 90.
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
      expect(await slider.getAttribute('aria-valuenow')).toBe('90');
    }
    await page.getByLabel('Assessment Notes').fill('Strong quarter');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Competencies updated successfully').waitFor();
    await page.getByRole('button', { name: 'Edit Assessment' }).waitFor();
    await page.getByRole('img', { name: /Technical Skills 90/ }).waitFor();
    await page.getByText('Strong quarter').waitFor();
  });

  it('edits the profile: comma-separated skills become a list', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Employee Profile' });
    for (const section of [
      'Personal Information',
      'Employment Information',
      'Compensation',
      'Skills & Certifications',
    ]) {
      await dialog.getByRole('heading', { name: section }).waitFor();
    }
    await dialog.getByText('Enter skills separated by commas').waitFor();
    await dialog.getByLabel('Skills', { exact: true }).fill(' PostgreSQL, AWS ,, ');
    await dialog.getByLabel('Phone').fill('(555) 010-0101');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Employee profile updated successfully').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('(555) 010-0101').waitFor();
    expect(await page.getByText('Skills', { exact: true }).locator('../..').innerText()).toMatch(/PostgreSQL\s+AWS/);
  });

  it('adds a manager note with a follow-up date', async () => {
    await page.getByRole('tab', { name: 'Manager Notes' }).click();
    await page.getByText('No manager notes yet').waitFor();
    await page.getByRole('button', { name: 'Add Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manager Note' });
    expect(await dialog.getByLabel('Follow-up Date').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByText('Subject is required').waitFor();
    await fillFields(dialog, {
      'Note Type': 'performance',
      Subject: 'Quarterly review',
      Content: 'Great progress on the migration.',
    });
    await dialog.getByText('Requires Follow-up').click();
    await dialog.getByLabel('Follow-up Date').fill('2026-12-15');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await toast('Note added successfully').waitFor();
    await page.getByText('Quarterly review').waitFor();
    await page.getByText('Follow-up Required').waitFor();
    await page.getByText('Follow-up: Dec 15, 2026').waitFor();
  });

  it('keeps a note with a link for a subject inside its card on a phone', async () => {
    const link = 'https://wiki.example.com/reviews/2026/q4/backend-engineering/maya-chen/self-assessment-and-goals';
    const employeeId = new URL(profileUrl).pathname.split('/').pop();
    const added = await appRequest(page, 'POST', `/api/employees/${employeeId}/notes`, {
      noteType: 'general',
      subject: link,
      content: `Details: ${link}`,
      requiresFollowUp: false,
      isConfidential: false,
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await atWidth(page, 412, async () => {
      await page.getByRole('tab', { name: 'Manager Notes' }).click();
      await page.getByText(link, { exact: true }).waitFor();
      // A subject is one line of the note's header row: a 100-character link once pushed the page ~330 px sideways.
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    });
    await page.getByRole('tab', { name: 'Overview' }).click();
  });

  it('analyzes the employee with the built-in analyst', async () => {
    await page.getByRole('button', { name: 'Analyze Employee' }).click();
    await toast('AI insights have been updated successfully.').waitFor();
    await page.getByText('By Built-in analyst').waitFor();
    await page.getByText('Key Strengths').waitFor();
    await page.getByText(/^Technical Skills \(90\)/).waitFor();
    await page.getByText('Task Compatibility Scores').waitFor();
    // One real assessment (the default 50s at creation are none) is no trend yet.
    expect(await page.getByText('Performance Trend').locator('..').innerText()).toContain('Stable');
    await screenshot(page, 'team-profile');
  });
});

describe('team analytics and task matching', () => {
  it('shows Team Analytics on the dashboard and analyzes the team', async () => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Team Analytics' }).click();
    await page.getByText('Team Size').waitFor();
    await page.getByText('Skill Distribution').waitFor();
    await page.getByRole('button', { name: 'Analyze Team' }).click();
    await toast('Team Analysis Complete').waitFor();
    // The dashboard has tabs of its own; these are Team Analytics' inner ones.
    const analytics = page.getByRole('tabpanel', { name: 'Team Analytics' });
    await analytics.getByRole('tab', { name: 'Performance' }).click();
    const rows = page.getByRole('list', { name: 'Employee performance' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.allInnerTexts()).not.toContain(expect.stringContaining('Not analyzed'));
    await analytics.getByRole('tab', { name: 'Recommendations' }).click();
    await page.getByText('Strengthen Teamwork').waitFor();
  });

  it('fits Team Analytics on a 330 px phone: its tabs scroll within the page, its scores stay one column', async () => {
    await atWidth(page, 330, async () => {
      const tabs = page.getByRole('tabpanel', { name: 'Team Analytics' }).getByRole('tablist');
      await tabs.getByRole('tab', { name: 'Recommendations' }).waitFor();
      // Its three tabs need ~360 px: the list scrolls, where it once pushed the whole page 45 px sideways.
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
      expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      // Each score sits at its row's end, wrapped under the name or not: once a wrapped row moved it to the left.
      await tabs.getByRole('tab', { name: 'Performance' }).click();
      const rows = page.getByRole('list', { name: 'Employee performance' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      const gaps = await rows.evaluateAll((items) =>
        items.map((row) => {
          const score = [...row.querySelectorAll('p')].find((p) => /^(\d+%|—)$/.test(p.textContent ?? ''))!;
          const { paddingRight, borderRightWidth } = getComputedStyle(row);
          const inner =
            row.getBoundingClientRect().right - Number.parseFloat(paddingRight) - Number.parseFloat(borderRightWidth);
          return Math.round(inner - score.getBoundingClientRect().right);
        }),
      );
      expect(gaps).toEqual([0, 0]);
      await screenshot(page, 'team-analytics-phone');
    });
  });

  it('finds a team member for a task and assigns them', async () => {
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'New Task' }).click();
    const create = page.getByRole('dialog', { name: 'New Task' });
    await fillFields(create, { Title: 'Fix database timeout bug on the API server', Priority: 'high' });
    await create.getByRole('button', { name: /create/i }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Find Team Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Find Team Member' });
    await dialog.getByText('Top Recommendation').waitFor();
    const matches = dialog.getByRole('list').getByRole('listitem');
    expect(await matches.first().innerText()).toContain('Maya Chen');
    expect(await matches.count()).toBe(2);
    await dialog.getByText('High Priority Task').waitFor();
    await screenshot(page, 'team-find-member');
    await dialog.getByRole('button', { name: 'Assign to Maya Chen' }).click();
    await toast('Task Assigned').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a second employee with the same email, naming the field', async () => {
    await page.goto('/team');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
    await fillFields(dialog, {
      'First Name': 'Maya',
      'Last Name': 'Twin',
      Email: 'maya@example.com',
      Position: 'Analyst',
    });
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await toast('An employee with this email already exists').waitFor();
    // Nothing typed is lost: the dialog stays open to fix the email.
    expect(await dialog.getByLabel('Last Name').inputValue()).toBe('Twin');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('deletes an employee from the profile after confirmation, back on the team list', async () => {
    await page.getByRole('link', { name: 'James Okafor' }).click();
    await page.getByRole('heading', { level: 1, name: 'James Okafor' }).waitFor();
    await page.getByRole('button', { name: 'Delete employee' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete employee?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete employee' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('James Okafor was deleted').waitFor();
    await page.waitForURL(/\/team$/);
    const cards = page.getByRole('list', { name: 'Employees' }).getByRole('link');
    await expect.poll(() => cards.allInnerTexts()).toEqual(['Maya Chen']);
  });
});
