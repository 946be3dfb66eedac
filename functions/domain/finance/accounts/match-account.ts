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
  /** The bank, when known: statements without account digits from the same bank share its account. */
  institution?: string | null;
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
  if (statement.institution) {
    const same = uploaded.find((a) => a.mask === null && a.institution === statement.institution);
    return same ? { kind: 'existing', id: same.id } : { kind: 'new', name: accountName(statement), mask: null };
  }
  const fallback = uploaded.find((a) => a.mask === null && !a.institution && a.name === UPLOADED_STATEMENTS_ACCOUNT);
  return fallback
    ? { kind: 'existing', id: fallback.id }
    : { kind: 'new', name: UPLOADED_STATEMENTS_ACCOUNT, mask: null };
}

/**
 * `Chase ••4821`, `Northwind Credit Union savings ••9934`, `Card ••8801`, `Wells Fargo`: what the bank called it, or
 * the bank and what it is, with the last digits when the file gives them.
 */
export function accountName(statement: StatementAccount): string {
  if (statement.name) return statement.name;
  const kind = { checking: 'Checking', savings: 'Savings', credit: 'Card', other: 'Account' }[
    statement.type ?? 'other'
  ];
  const known = statement.type !== undefined && statement.type !== 'other';
  const base = statement.institution
    ? known
      ? `${statement.institution} ${kind.toLowerCase()}`
      : statement.institution
    : kind;
  return statement.mask ? `${base} ••${statement.mask}` : base;
}
