import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { db, tableName } from '../../platform/dynamodb/client';
import { signInLocal, signUpLocal } from './local-accounts';

const _table = await startedForThisFile(startTestTable());

const itemTypes = async () => {
  const { Items = [] } = await db().send(new ScanCommand({ TableName: tableName() }));
  return Items.map((item) => item.type as string);
};

describe('signUpLocal', () => {
  it('leaves no user or workspace behind when the email claim fails', async () => {
    // An email the route's schema would refuse: its credential key is past DynamoDB's 2 KB key limit, so the claim
    // fails inside the engine after the user and the workspace were written.
    const request = {
      email: `${'a'.repeat(2100)}@example.com`,
      password: 'correct horse battery',
      firstName: 'A',
      lastName: 'B',
    };
    await expect(signUpLocal(request)).rejects.toThrow();
    expect(await itemTypes()).toEqual([]);
  });

  it('leaves no user or workspace behind when the email is taken', async () => {
    const request = { email: 'taken@example.com', password: 'correct horse battery', firstName: 'A', lastName: 'B' };
    await signUpLocal(request);
    const before = (await itemTypes()).sort();
    await expect(signUpLocal(request)).rejects.toThrow('An account with this email already exists');
    expect((await itemTypes()).sort()).toEqual(before);
  });
});

describe('signInLocal lockout', () => {
  const lockoutEntries = async () => {
    const { Items = [] } = await db().send(new ScanCommand({ TableName: tableName() }));
    return Items.filter((item) => item.type === 'AuditEntry' && item.action === 'auth.locked_out').length;
  };
  const guess = (email: string, password: string, now: Date) =>
    signInLocal({ email, password }, '203.0.113.9', now).then(
      () => 'signed in',
      (error: Error) => error.name,
    );

  it('records the lockout once per window, however many refused attempts follow, and again in the next window', async () => {
    const email = 'locked@example.com';
    await signUpLocal({ email, password: 'correct horse battery', firstName: 'L', lastName: 'O' });
    const window = new Date('2026-11-29T10:00:00Z');
    for (let i = 0; i < 10; i++) expect(await guess(email, `wrong ${i}`, window)).toBe('SignInFailed');
    const refused = await Promise.all(Array.from({ length: 20 }, () => guess(email, 'correct horse battery', window)));
    expect(refused.every((status) => status === 'TooManyRequests')).toBe(true);
    expect(await lockoutEntries()).toBe(1);

    const next = new Date('2026-11-29T10:15:00Z');
    for (let i = 0; i < 10; i++) expect(await guess(email, `wrong again ${i}`, next)).toBe('SignInFailed');
    expect(await guess(email, 'correct horse battery', next)).toBe('TooManyRequests');
    expect(await lockoutEntries()).toBe(2);
  });
});
