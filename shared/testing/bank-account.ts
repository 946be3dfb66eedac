import type { BankAccount } from '@shared/schemas/finance';

/** A Demo Bank checking account as `/api/financial/accounts` lists it; a test overrides what it is about. */
export const aBankAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'a1',
  name: 'Demo Business Checking',
  institution: 'Demo Bank',
  mask: '4821',
  type: 'checking',
  balance: 18250.4,
  balanceAsOf: '2026-03-31',
  origin: 'demo',
  bankLinkId: null,
  lastSyncAt: null,
  syncError: null,
  ...overrides,
});
