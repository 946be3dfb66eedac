import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentialEntity } from '../../functions/data/local-credentials';
import { userEntity } from '../../functions/data/users';
import { signUpUser, startTestApi, type TestApi } from '../testing/test-runtime';
import { seedWorkspace } from './seed-workspace';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('seed', () => {
  it('fills a workspace with a living team: employees, history, notes, tasks, insights and sensible matches', async () => {
    const { client, email } = await signUpUser(api);
    const user = (await userEntity.get({ id: (await localCredentialEntity.get({ email }))!.userId }))!;
    const result = await seedWorkspace(user.workspaceId, user.id);
    expect(result).toMatchObject({ employees: 10, notes: 14, tasks: 13, insights: 10 });

    const employees = (await client.get('/api/employees')).body as { id: string; firstName: string }[];
    expect(employees).toHaveLength(10);
    const byName = Object.fromEntries(employees.map((e) => [e.firstName, e.id]));
    const maya = (await client.get(`/api/employees/${byName.Maya}`)).body;
    expect(maya.notes.map((n: { subject: string }) => n.subject)).toEqual([
      'Checkout outage resolved',
      'Mid-year review',
    ]);
    expect((await client.get(`/api/ai/insights/${byName.Ethan}`)).body.performanceTrend).toBe('improving');
    expect((await client.get(`/api/ai/insights/${byName.Leo}`)).body.performanceTrend).toBe('declining');

    const tasks = (await client.get('/api/tasks')).body as { id: string; title: string }[];
    const idOf = (title: string) => tasks.find((t) => t.title.startsWith(title))!.id;
    const rank = async (title: string) =>
      (
        (await client.post('/api/ai/recommend-assignment', { taskId: idOf(title) })).body as {
          employee: { name: string };
        }[]
      ).map((r) => r.employee.name);
    // Maya is the strongest engineer but holds four open tasks, so the free IT specialist ranks first.
    expect((await rank('Fix checkout page timeout'))[0]).toBe('Marcus Johnson');
    expect((await rank('Prepare Q4 financial report'))[0]).toBe('Daniel Kim');
    expect((await rank('Design holiday email campaign')).slice(0, 2)).toEqual(
      expect.arrayContaining(['Hannah Schmidt']),
    );
    expect((await rank('Onboard new client Acme Corp'))[0]).toBe('James Okafor');

    await expect(seedWorkspace(user.workspaceId, user.id)).rejects.toThrow(/already has 10 employees/);
  });
});
