import { describe, expect, it } from 'vitest';
import { localCredentialEntity } from '../../functions/data/auth/local-credentials';
import { userEntity } from '../../functions/data/auth/users';
import { startedForThisFile } from '../testing/for-this-file';
import { signUpUser, startTestApi } from '../testing/test-runtime';
import { seedWorkspace } from './seed-workspace';

const api = await startedForThisFile(startTestApi());

describe('seed', () => {
  it('fills a workspace with a living team: employees, history, notes, tasks, insights and sensible matches', async () => {
    const { client, email } = await signUpUser(api);
    const user = (await userEntity.get({ id: (await localCredentialEntity.get({ email }))!.userId }))!;
    // The manager's own first hire holds EMP-001: the demo team joins beside her with IDs of its own.
    const own = await client.post('/api/employees', {
      firstName: 'Own',
      lastName: 'Hire',
      email: 'own.hire@example.com',
      position: 'Office Manager',
      employeeId: 'EMP-001',
      hireDate: '2025-01-06',
    });
    expect(own.status).toBe(201);
    const result = await seedWorkspace(user.workspaceId, user.id);
    expect(result).toMatchObject({ employees: 10, alreadyThere: 0, notes: 14, tasks: 13, insights: 10 });

    const employees = (await client.get('/api/employees')).body.items as {
      id: string;
      firstName: string;
      employeeId: string;
    }[];
    expect(employees).toHaveLength(11);
    expect(new Set(employees.map((e) => e.employeeId)).size).toBe(11);
    expect(employees.find((e) => e.firstName === 'Own')?.employeeId).toBe('EMP-001');
    const byName = Object.fromEntries(employees.map((e) => [e.firstName, e.id]));
    const maya = (await client.get(`/api/employees/${byName.Maya}`)).body;
    expect(maya.notes.map((n: { subject: string }) => n.subject)).toEqual([
      'Checkout outage resolved',
      'Mid-year review',
    ]);
    expect((await client.get(`/api/ai/insights/${byName.Ethan}`)).body.performanceTrend).toBe('improving');
    expect((await client.get(`/api/ai/insights/${byName.Leo}`)).body.performanceTrend).toBe('declining');

    const tasks = (await client.get('/api/tasks')).body.items as { id: string; title: string }[];
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

    // Seeding again adds nothing: the demo team is there already.
    expect(await seedWorkspace(user.workspaceId, user.id)).toMatchObject({ employees: 0, alreadyThere: 10, tasks: 0 });
    expect((await client.get('/api/employees')).body.items).toHaveLength(11);
    // Its identifiers are claimed like any employee's: a new hire cannot take a demo employee's email.
    const clash = await client.post('/api/employees', {
      firstName: 'Maya',
      lastName: 'Again',
      email: 'maya.chen@example.com',
      position: 'Engineer',
      hireDate: '2025-01-06',
    });
    expect(clash.status).toBe(409);
  });
});
