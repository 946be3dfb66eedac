import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { db, tableName } from '../../platform/dynamodb/client';
import { signUpLocal } from './local-accounts';

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
