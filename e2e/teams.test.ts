import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, newAccount, signUp, type TestAccount } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { upgradeTo } from './support/plans';

/**
 * A team in the browser: the owner (on Elite through local billing) invites a manager and a member, each accepts in
 * their own browser context through the invitation page, and each sees only what their role may use.
 */
const browser: Browser = await browserForThisFile();
const { page: owner } = await openPage(browser);
const ownerAccount = await signUp(owner, newAccount('Olive', 'Owner'));

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function invite(account: TestAccount, role: string): Promise<string> {
  await owner.getByRole('button', { name: 'Invite member' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await dialog.getByLabel('Invitation link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

/** Opens the link signed out, creates the invited account there, comes back and accepts. */
async function acceptAsNewAccount(link: string, account: TestAccount): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(link);
  await page.getByRole('heading', { name: "Join Olive Owner's workspace" }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await createAccount(page, account);
  await page.waitForURL((url) => url.pathname === new URL(link).pathname);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: /User menu/ }).waitFor();
  return page;
}

describe('teams', () => {
  const manager = newAccount('Max', 'Manager');
  const member = newAccount('Mia', 'Member');
  let managerPage: Page;
  let memberPage: Page;

  it('the owner on Elite invites a manager and a member from Settings → Team members', async () => {
    await upgradeTo(owner, 'elite');

    await sidebar(owner).getByRole('link', { name: 'Team members' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Team members' }).waitFor();
    await owner.getByTestId('seat-count').getByText('1 of 10 seats').waitFor();
    expect(await accessibilityViolations(owner)).toEqual([]);

    const managerLink = await invite(manager, 'manager');
    const memberLink = await invite(member, 'member');
    await owner.getByTestId('seat-count').getByText('3 of 10 seats').waitFor();
    expect(await accessibilityViolations(owner)).toEqual([]);

    managerPage = await acceptAsNewAccount(managerLink, manager);
    memberPage = await acceptAsNewAccount(memberLink, member);

    await owner.reload();
    await owner.getByText(manager.email).waitFor();
    await owner.getByText(member.email).waitFor();
    await owner.getByText('No pending invitations.').waitFor();
    expect(ownerAccount.email).toBeTruthy();
  });

  it('each sees only their screens: no Team members for the manager or the member; the server refuses the rest', async () => {
    for (const page of [managerPage, memberPage]) {
      await sidebar(page).getByRole('link', { name: 'Tasks' }).waitFor();
      expect(await sidebar(page).getByRole('link', { name: 'Team members' }).count()).toBe(0);
    }
    const refused = await memberPage.evaluate(async () => {
      const res = await fetch('/api/workspace/members');
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: { code: 'role_forbidden', message: 'Your role (Member) cannot manage members and invitations' },
    });
    const finance = await memberPage.evaluate(async () => (await fetch('/api/financial/analysis')).status);
    expect(finance).toBe(403);

    // The manager runs the team and its integrations but sees no finance; the member neither.
    await sidebar(managerPage).getByRole('link', { name: 'Integrations' }).waitFor();
    expect(await sidebar(managerPage).getByRole('link', { name: 'Financial' }).count()).toBe(0);
    for (const name of ['Financial', 'Integrations']) {
      expect(await sidebar(memberPage).getByRole('link', { name }).count()).toBe(0);
    }
    await managerPage.goto('/team');
    await managerPage.getByRole('button', { name: 'Add Employee' }).waitFor();
    await memberPage.goto('/team');
    await memberPage.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'Add Employee' }).count()).toBe(0);

    await memberPage.getByRole('button', { name: /User menu/ }).click();
    await memberPage.getByTestId('user-menu-workspace').getByText("Olive Owner's workspace · Member").waitFor();
    await memberPage
      .getByRole('menuitem', { name: /Switch|Mia Member's workspace/ })
      .first()
      .waitFor();
  });

  it('the member linked to their employee record sees their own profile with only the notes meant for them', async () => {
    const origin = new URL(owner.url()).origin;
    const headers = { origin };
    const hired = await owner.request.post('/api/employees', {
      headers,
      data: {
        firstName: 'Mia',
        lastName: 'Member',
        email: 'mia.member@example.com',
        position: 'Baker',
        hireDate: '2025-02-01',
      },
    });
    expect(hired.status()).toBe(201);
    const employeeId = (await hired.json()).id as string;
    for (const [subject, isConfidential, visibleToEmployee] of [
      ['Great first month', false, true],
      ['Salary review notes', true, false],
      ['Shift pattern (managers only)', false, false],
    ] as const) {
      const note = await owner.request.post(`/api/employees/${employeeId}/notes`, {
        headers,
        data: { subject, content: `${subject}.`, isConfidential, visibleToEmployee },
      });
      expect(note.status()).toBe(201);
    }
    const members = (await (await owner.request.get('/api/workspace/members')).json()) as {
      members: Array<{ userId: string; email: string }>;
    };
    const mia = members.members.find((m) => m.email === member.email);
    const linked = await owner.request.patch(`/api/workspace/members/${mia?.userId}`, {
      headers,
      data: { employeeId },
    });
    expect(linked.status()).toBe(200);

    await memberPage.goto(`/team/${employeeId}`);
    await memberPage.getByRole('heading', { level: 1, name: 'Mia Member' }).waitFor();
    await memberPage.getByRole('tab', { name: 'Manager Notes' }).click();
    await memberPage.getByText('Great first month', { exact: true }).waitFor();
    expect(await memberPage.getByText('Salary review notes').count()).toBe(0);
    expect(await memberPage.getByText('Shift pattern (managers only)').count()).toBe(0);
    expect(await accessibilityViolations(memberPage)).toEqual([]);
  });
});
