import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpOwner } from '../../../scripts/testing/teams';
import { signInUser, TEST_PASSWORD } from '../../../scripts/testing/test-runtime';
import { auditEntryEntity } from '../../data/audit/audit-entries';
import { db, tableName } from '../../platform/dynamodb/client';
import { startRuntimeContext } from '../../platform/runtime-context';

const api = await sharedTestApi();
// The search reads the runtime's table itself, as a person with access to the table would.
process.env.DYNAMODB_ENDPOINT = api.tableEndpoint;
startRuntimeContext();

/** Every audit item of the workspace as stored (entries and pointers), as one text to search. */
async function wholeLog(workspaceId: string): Promise<string> {
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': auditEntryEntity.partitionOf({ workspaceId }) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(items);
}

it('never holds a password, session id, cookie or invitation token written through the app', async () => {
  const owner = await signUpOwner(api, 'Sekret');
  await upgradeLocally(owner.client, 'elite');
  const wrongPassword = 'Wr0ng-horse-battery-7731';
  const newPassword = 'N3w-horse-battery-staple-9902';
  expect((await signInUser(api, owner.email, wrongPassword)).response.status).toBe(401);
  const signedIn = await signInUser(api, owner.email);
  expect(signedIn.response.status).toBe(200);
  const changed = await signedIn.client.post('/api/account/password', {
    currentPassword: TEST_PASSWORD,
    newPassword,
  });
  expect(changed.status).toBeLessThan(300);
  const again = await signInUser(api, owner.email, newPassword);
  expect(again.response.status).toBe(200);
  const invited = await again.client.post('/api/workspace/invitations', { email: 'x@example.com', role: 'viewer' });
  expect(invited.status).toBe(201);
  const inviteToken = invited.body.inviteUrl.split('/invite/')[1] as string;
  const sessionIds = [owner.client, signedIn.client, again.client].map((c) => c.sessionCookie!);
  expect((await again.client.get('/api/audit/export')).status).toBe(200);

  const log = await wholeLog(owner.workspaceId);
  expect(log).toContain('auth.sign_in_failed'); // the log is there, and these events are in it
  expect(log).toContain('invitation.created');
  const csv = (await again.client.get('/api/audit/export')).text;
  for (const secret of [wrongPassword, TEST_PASSWORD, newPassword, inviteToken, ...sessionIds]) {
    expect(secret.length).toBeGreaterThan(8);
    expect(log).not.toContain(secret);
    expect(csv).not.toContain(secret);
  }
});
