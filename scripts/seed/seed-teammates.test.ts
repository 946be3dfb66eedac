import { describe, expect, it } from 'vitest';
import { localCredentialEntity } from '../../functions/data/auth/local-credentials';
import { userEntity } from '../../functions/data/auth/users';
import { newEmployee } from '../testing/fixtures/new-employee';
import { startedForThisFile } from '../testing/for-this-file';
import { signInUser, signUpUser, startTestApi } from '../testing/test-runtime';
import { seedTeammates, TEAMMATE_PASSWORD } from './seed-teammates';

const api = await startedForThisFile(startTestApi());

describe('seed teammates', () => {
  it('adds a manager and a member linked to the demo employee, on Elite, who can sign in; again adds nothing', async () => {
    const owner = await signUpUser(api);
    const { workspaceId } = (await userEntity.get({
      id: (await localCredentialEntity.get({ email: owner.email }))!.userId,
    }))!;
    const maya = await owner.client.create('/api/employees', newEmployee('Maya', 'Chen'));

    const result = await seedTeammates(workspaceId);
    expect(result.planNote).toBeUndefined();
    expect(result.teammates).toEqual([
      { role: 'manager', email: 'manager.demo@example.com', password: TEAMMATE_PASSWORD, employee: null },
      { role: 'member', email: 'maya.chen@example.com', password: TEAMMATE_PASSWORD, employee: 'Maya Chen' },
    ]);
    const members = (await owner.client.get('/api/workspace/members')).body;
    expect(members.seats).toEqual({ used: 3, limit: 10 });
    expect(members.members.map((m: { role: string; employeeId: string | null }) => [m.role, m.employeeId])).toEqual([
      ['owner', null],
      ['manager', null],
      ['member', maya.id],
    ]);

    const { client, response } = await signInUser(api, 'maya.chen@example.com', TEAMMATE_PASSWORD);
    expect(response.status).toBe(200);
    const switched = await client.post('/api/workspace/switch', { workspaceId });
    expect([switched.status, switched.body.role, switched.body.employeeId]).toEqual([200, 'member', maya.id]);

    const again = await seedTeammates(workspaceId);
    expect(again.teammates.map((t) => t.email)).toEqual(['manager.demo@example.com', 'maya.chen@example.com']);
    expect((await owner.client.get('/api/workspace/members')).body.members).toHaveLength(3);
  });
});
