/**
 * The account a statement belongs to, as far as the file says. Only the last four digits are ever kept. Every
 * statement parser (`adapters/statements/`) reports one; `matchAccount` files the statement under it.
 */
export interface StatementAccount {
  mask: string | undefined;
  name: string | undefined;
  institution: string | undefined;
  type: 'checking' | 'savings' | 'credit' | 'other' | undefined;
  currency: string | undefined;
}

/** An account the file has said nothing about yet. */
export function emptyAccount(): StatementAccount {
  return { mask: undefined, name: undefined, institution: undefined, type: undefined, currency: undefined };
}
