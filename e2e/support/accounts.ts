import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(firstName = 'Ada', lastName = 'Lovelace'): TestAccount {
  return { firstName, lastName, email: `e2e-${randomUUID()}@example.com`, password: 'correct-horse-battery' };
}

/** Signs up through the real built-in sign-in page and waits for the signed-in shell. */
export async function signUp(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  await page.goto('/api/login');
  await createAccount(page, account);
  // The first load of the app in a fresh browser took 26 s at load 20 here: the bound is for a hang, not a slow machine.
  await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 120_000 });
  return account;
}

/** From a sign-in page (the app's own, or an invitation's): 'Create an account', the form, submitted. */
export async function createAccount(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}
