import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../../scripts/testing/test-table';
import { db, tableName } from '../platform/dynamodb/client';
import { signUpLocal } from './local-accounts';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(() => table.stop());

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
