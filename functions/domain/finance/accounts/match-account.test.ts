import { describe, expect, it } from 'vitest';
import { accountName, type KnownAccount, matchAccount, UPLOADED_STATEMENTS_ACCOUNT } from './match-account';
import { emptyAccount } from './statement-account';

const known: KnownAccount[] = [
  { id: 'a1', name: 'Checking ••4821', mask: '4821', origin: 'statement' },
  { id: 'a2', name: 'Business Checking', mask: '0012', origin: 'plaid' },
  { id: 'a3', name: UPLOADED_STATEMENTS_ACCOUNT, mask: null, origin: 'statement' },
];

describe('matchAccount', () => {
  it('finds the account by the mask the statement prints', () => {
    expect(matchAccount({ ...emptyAccount(), mask: '4821' }, known)).toEqual({ kind: 'existing', id: 'a1' });
  });

  it('opens a new account for a new mask, named after what the statement says', () => {
    expect(
      matchAccount({ ...emptyAccount(), mask: '9934', type: 'savings', institution: 'Northwind Credit Union' }, known),
    ).toEqual({
      kind: 'new',
      name: 'Northwind Credit Union savings ••9934',
      mask: '9934',
    });
  });

  it('does not mix uploads into a linked bank account with the same mask', () => {
    expect(matchAccount({ ...emptyAccount(), mask: '0012' }, known)).toMatchObject({ kind: 'new', mask: '0012' });
  });

  it('puts statements without an account number into "Uploaded statements"', () => {
    expect(matchAccount(emptyAccount(), known)).toEqual({ kind: 'existing', id: 'a3' });
    expect(matchAccount(emptyAccount(), [])).toEqual({ kind: 'new', name: 'Uploaded statements', mask: null });
  });

  it('names an account after its bank and last digits', () => {
    expect(matchAccount({ ...emptyAccount(), mask: '4821', institution: 'Chase' }, [])).toEqual({
      kind: 'new',
      name: 'Chase ••4821',
      mask: '4821',
    });
    expect(matchAccount({ ...emptyAccount(), institution: 'Wells Fargo' }, known)).toEqual({
      kind: 'new',
      name: 'Wells Fargo',
      mask: null,
    });
  });

  it('files statements of one bank without account digits together, apart from other banks', () => {
    const withBank: KnownAccount[] = [
      ...known,
      { id: 'a4', name: 'My Wells account', mask: null, institution: 'Wells Fargo', origin: 'statement' },
    ];
    expect(matchAccount({ ...emptyAccount(), institution: 'Wells Fargo' }, withBank)).toEqual({
      kind: 'existing',
      id: 'a4',
    });
    expect(matchAccount({ ...emptyAccount(), institution: 'Chase' }, withBank)).toMatchObject({ kind: 'new' });
  });

  it('names accounts plainly', () => {
    expect(accountName({ ...emptyAccount(), mask: '8801', type: 'credit' })).toBe('Card ••8801');
    expect(accountName({ ...emptyAccount(), name: 'Business Everyday' })).toBe('Business Everyday');
  });
});
