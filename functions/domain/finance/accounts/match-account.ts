import type { StatementAccount } from './statement-account';

/**
 * Which of the workspace's accounts a statement belongs to. An account number (its last four digits) printed in the
 * statement identifies the account: the same mask from the same kind of source is the same account, so next
 * month's statement lands beside this month's. A statement without one goes to the account named 'Uploaded
 * statements' (the fallback), which collects every such upload.
 */
export const UPLOADED_STATEMENTS_ACCOUNT = 'Uploaded statements';

export interface KnownAccount {
  id: string;
  name: string;
  mask: string | null;
  /** Where the account came from: statements, a Plaid link, the Demo Bank. */
  origin: 'statement' | 'plaid' | 'demo';
}

export type AccountMatch = { kind: 'existing'; id: string } | { kind: 'new'; name: string; mask: string | null };

export function matchAccount(statement: StatementAccount, accounts: readonly KnownAccount[]): AccountMatch {
  const uploaded = accounts.filter((a) => a.origin === 'statement');
  if (statement.mask) {
    const same = uploaded.find((a) => a.mask === statement.mask);
    return same
      ? { kind: 'existing', id: same.id }
      : { kind: 'new', name: accountName(statement), mask: statement.mask };
  }
  const fallback = uploaded.find((a) => a.mask === null && a.name === UPLOADED_STATEMENTS_ACCOUNT);
  return fallback
    ? { kind: 'existing', id: fallback.id }
    : { kind: 'new', name: UPLOADED_STATEMENTS_ACCOUNT, mask: null };
}

/** `Checking ••4821`, `First Harbor Bank ••3377`, `Card ••8801`: what the bank called it, or what it is. */
export function accountName(statement: StatementAccount): string {
  if (statement.name) return statement.name;
  const kind = { checking: 'Checking', savings: 'Savings', credit: 'Card', other: 'Account' }[
    statement.type ?? 'other'
  ];
  const base = statement.institution ? `${statement.institution} ${kind.toLowerCase()}` : kind;
  return statement.mask ? `${base} ••${statement.mask}` : base;
}
