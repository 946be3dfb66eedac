import { uniformCompetencyScores } from '@shared/catalog/competencies';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../scripts/testing/api-client';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers, signUpUser, type TestUser } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

const newHire = {
  firstName: ' Maya ',
  lastName: 'Chen',
  email: 'Maya.Chen@Example.com',
  position: 'Backend Engineer',
  department: 'Engineering',
  employeeId: 'EMP-001',
  phone: '',
  hireDate: '2024-03-01',
  employmentType: 'full-time',
  salary: '98000',
  hourlyRate: '',
};

/** Every employee needs their own email and employee ID in a workspace. */
let hires = 0;
const uniqueIdentifiers = () => {
  hires += 1;
  return { email: `maya.chen.${hires}@example.com`, employeeId: `EMP-T${hires}` };
};

const addEmployee = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  user.client.create('/api/employees', { ...newHire, ...uniqueIdentifiers(), ...overrides });

/** Sends `change` to a new employee of Alice's: it must be refused with `status` and `message`, and change nothing. */
async function expectRefused(change: (id: string) => Promise<ApiResponse>, status: number, message: string) {
  const employee = await addEmployee(alice);
  const res = await change(employee.id);
  expect([res.status, res.body.message]).toEqual([status, message]);
  expect((await alice.client.get(`/api/employees/${employee.id}`)).body).toEqual(employee);
}

describe('POST /api/employees', () => {
  it('creates an employee with trimmed fields, numbers from text, competencies at 50 and no notes', async () => {
    const body = await addEmployee(alice, { email: newHire.email, employeeId: newHire.employeeId });
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      firstName: 'Maya',
      email: 'maya.chen@example.com',
      department: 'Engineering',
      employeeId: 'EMP-001',
      phone: null,
      address: null,
      hireDate: '2024-03-01',
      employmentType: 'full-time',
      salary: 98000,
      hourlyRate: null,
      skills: [],
      certifications: [],
      performanceScore: null,
      competencies: { ...uniformCompetencyScores(50), notes: null },
      notes: [],
    });
    expect(body).not.toHaveProperty('workspaceId');
  });

  it('defaults the employment type to full-time and keeps only the date of a date-time', async () => {
    const body = await addEmployee(alice, { employmentType: undefined, hireDate: '2025-01-15T13:45:00.000Z' });
    expect(body.employmentType).toBe('full-time');
    expect(body.hireDate).toBe('2025-01-15');
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ position: '' }, 'Position is required'],
    [{ hireDate: '' }, 'Hire date is required'],
    [{ hireDate: 'yesterday' }, 'Hire date is required'],
    [{ employmentType: 'intern' }, 'Employment type must be full-time, part-time or contractor'],
    [{ salary: '-5' }, 'Salary must be a number of at least 0'],
    [{ hourlyRate: 'abc' }, 'Hourly rate must be a number of at least 0'],
    // What DynamoDB cannot store (below 1e-130) or no one means (fractions of a cent) used to reach the table: 500.
    [{ salary: 1e-200 }, 'Salary must be a number of at least 0'],
    [{ hourlyRate: 12.345 }, 'Hourly rate must be a number of at least 0'],
    [{ performanceScore: 5e-324 }, 'Performance score must be a number from 0 to 100'],
    [{ hireDate: '2024-02-31' }, 'Hire date is required'],
    [{ email: `${'a'.repeat(2100)}@example.com` }, 'Valid email is required'],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const res = await alice.client.post('/api/employees', { ...newHire, ...uniqueIdentifiers(), ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Validation error: ${message}`);
  });

  it('requires a session', async () => {
    expect((await api.client().post('/api/employees', newHire)).status).toBe(401);
  });
});

describe('GET /api/employees and /api/employees/{id}', () => {
  it('lists only the workspace’s own employees', async () => {
    const mine = await addEmployee(alice, { firstName: 'Listed' });
    const theirs = await addEmployee(bob, { firstName: 'Hidden' });
    const list = await alice.client.get('/api/employees');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((e: { id: string }) => e.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('returns one employee with notes, and 404 for another workspace’s or an unknown id', async () => {
    const employee = await addEmployee(alice);
    const res = await alice.client.get(`/api/employees/${employee.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: employee.id, skills: [], certifications: [], notes: [] });
    expect((await bob.client.get(`/api/employees/${employee.id}`)).status).toBe(404);
    expect((await alice.client.get('/api/employees/01NOPE')).body).toEqual({
      code: 'not_found',
      message: 'Employee not found',
    });
  });
});

describe('PATCH /api/employees/{id}', () => {
  it('updates profile fields; empty salary becomes null; skills and certifications are trimmed lists', async () => {
    const employee = await addEmployee(alice);
    const res = await alice.client.patch(`/api/employees/${employee.id}`, {
      position: 'Staff Engineer',
      address: '1 Main St\nSpringfield',
      salary: '',
      hourlyRate: 55.5,
      employmentType: 'contractor',
      skills: [' TypeScript ', '', 'AWS'],
      certifications: ['AWS SA'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      position: 'Staff Engineer',
      address: '1 Main St\nSpringfield',
      salary: null,
      hourlyRate: 55.5,
      employmentType: 'contractor',
      skills: ['TypeScript', 'AWS'],
      certifications: ['AWS SA'],
      firstName: 'Maya',
      // Fields not sent are left as they were.
      department: 'Engineering',
      employeeId: employee.employeeId,
    });
    const cleared = await alice.client.patch(`/api/employees/${employee.id}`, { department: '', phone: '555-0100' });
    expect(cleared.body).toMatchObject({
      department: null,
      phone: '555-0100',
      employmentType: 'contractor',
      hourlyRate: 55.5,
    });
    expect((await alice.client.get(`/api/employees/${employee.id}`)).body.position).toBe('Staff Engineer');
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ firstName: '' }, 'First name is required'],
    [{ salary: -1 }, 'Salary must be a number of at least 0'],
    [{}, 'Nothing to update'],
  ])('refuses %j with "%s"', async (patch, message) => {
    await expectRefused((id) => alice.client.patch(`/api/employees/${id}`, patch), 400, `Validation error: ${message}`);
  });

  it('answers 404 for another workspace’s employee and leaves it unchanged', async () => {
    const patch = (id: string) => bob.client.patch(`/api/employees/${id}`, { position: 'Hacked' });
    await expectRefused(patch, 404, 'Employee not found');
  });
});

describe('PUT /api/employees/{id}/competencies', () => {
  it('replaces the ten scores and notes', async () => {
    const employee = await addEmployee(alice);
    const res = await alice.client.put(`/api/employees/${employee.id}/competencies`, {
      ...uniformCompetencyScores(70),
      technicalSkills: 95,
      notes: 'Strong quarter',
    });
    expect(res.status).toBe(200);
    expect(res.body.competencies).toEqual({
      ...uniformCompetencyScores(70),
      technicalSkills: 95,
      notes: 'Strong quarter',
    });
  });

  it.each([
    [{ ...uniformCompetencyScores(50), leadership: 101 }, 'Leadership must be a number from 0 to 100'],
    [{ ...uniformCompetencyScores(50), teamwork: -1 }, 'Teamwork must be a number from 0 to 100'],
    [{ ...uniformCompetencyScores(50), customerFocus: '80' }, 'Customer Focus must be a number from 0 to 100'],
    [
      { ...uniformCompetencyScores(50), analyticalThinking: undefined },
      'Analytical Thinking must be a number from 0 to 100',
    ],
    // A score DynamoDB cannot store.
    [{ ...uniformCompetencyScores(60), teamwork: 1e-131 }, 'Teamwork must be a number from 0 to 100'],
  ])('refuses out-of-range, unstorable or missing scores, and keeps the old ones', async (body, message) => {
    const put = (id: string) => alice.client.put(`/api/employees/${id}/competencies`, body);
    await expectRefused(put, 400, `Validation error: ${message}`);
  });

  it('answers 404 for another workspace’s employee', async () => {
    const put = (id: string) => bob.client.put(`/api/employees/${id}/competencies`, uniformCompetencyScores(0));
    await expectRefused(put, 404, 'Employee not found');
  });
});

describe('POST /api/employees/{id}/notes', () => {
  it('adds a note with the spec’s defaults and lists notes newest first', async () => {
    const employee = await addEmployee(alice);
    const first = await alice.client.create(`/api/employees/${employee.id}/notes`, {
      subject: 'Kickoff',
      content: 'Welcome aboard',
    });
    expect(first).toMatchObject({
      noteType: 'general',
      subject: 'Kickoff',
      requiresFollowUp: false,
      followUpDate: null,
      followUpCompleted: false,
      isConfidential: false,
      visibleToEmployee: true,
      createdAt: expect.any(String),
    });
    const second = await alice.client.create(`/api/employees/${employee.id}/notes`, {
      noteType: 'performance',
      subject: 'Q3 review',
      content: 'Missed two deadlines',
      requiresFollowUp: true,
      followUpDate: '2026-12-01',
      isConfidential: true,
    });
    expect(second).toMatchObject({ requiresFollowUp: true, followUpDate: '2026-12-01', isConfidential: true });
    const detail = await alice.client.get(`/api/employees/${employee.id}`);
    expect(detail.body.notes.map((n: { subject: string }) => n.subject)).toEqual(['Q3 review', 'Kickoff']);
  });

  it.each([
    [{ subject: ' ', content: 'x' }, 'Subject is required'],
    [{ subject: 'x' }, 'Content is required'],
    [
      { subject: 'x', content: 'y', noteType: 'praise' },
      'Note type must be performance, disciplinary, commendation or general',
    ],
    // A follow-up date the calendar does not have.
    [
      { subject: 'Check-in', content: 'Quarterly', requiresFollowUp: true, followUpDate: '2026-02-30' },
      'Follow-up date must be a date, e.g. 2026-12-01',
    ],
  ])('refuses %j and adds no note', async (body, message) => {
    const post = (id: string) => alice.client.post(`/api/employees/${id}/notes`, body);
    await expectRefused(post, 400, `Validation error: ${message}`);
  });

  it('answers 404 for another workspace’s employee', async () => {
    const post = (id: string) => bob.client.post(`/api/employees/${id}/notes`, { subject: 'x', content: 'y' });
    await expectRefused(post, 404, 'Employee not found');
  });
});

describe('PATCH and DELETE /api/employees/{id}/notes/{noteId}', () => {
  const followUpNote = {
    subject: 'Check-in',
    content: 'Quarterly',
    requiresFollowUp: true,
    followUpDate: '2026-12-15',
  };

  it('marks a follow-up done and open again, keeping the words; deletes a note', async () => {
    const employee = await addEmployee(alice);
    const note = await alice.client.create(`/api/employees/${employee.id}/notes`, followUpNote);
    const url = `/api/employees/${employee.id}/notes/${note.id}`;
    const done = await alice.client.patch(url, { followUpCompleted: true });
    expect([done.status, done.body]).toEqual([200, { ...note, followUpCompleted: true }]);
    const detail = await alice.client.get(`/api/employees/${employee.id}`);
    expect(detail.body.notes).toEqual([{ ...note, followUpCompleted: true }]);
    expect((await alice.client.patch(url, { followUpCompleted: false })).body.followUpCompleted).toBe(false);

    expect((await alice.client.delete(url)).status).toBe(204);
    expect((await alice.client.get(`/api/employees/${employee.id}`)).body.notes).toEqual([]);
    expect([
      (await alice.client.delete(url)).status,
      (await alice.client.patch(url, { followUpCompleted: true })).status,
    ]).toEqual([404, 404]);
  });

  it('refuses a body without a yes or no, and another workspace’s note as missing', async () => {
    const employee = await addEmployee(alice);
    const note = await alice.client.create(`/api/employees/${employee.id}/notes`, followUpNote);
    const url = `/api/employees/${employee.id}/notes/${note.id}`;
    const bad = await alice.client.patch(url, { followUpCompleted: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Validation error: Follow-up completed must be true or false',
    ]);
    const other = [await bob.client.patch(url, { followUpCompleted: true }), await bob.client.delete(url)];
    expect(other.map((res) => [res.status, res.body.message])).toEqual([
      [404, 'Note not found'],
      [404, 'Note not found'],
    ]);
    expect((await alice.client.get(`/api/employees/${employee.id}`)).body.notes).toEqual([note]);
  });
});

describe('one email and one employee ID per employee in a workspace', () => {
  it('refuses a second employee with the same email (any case) or employee ID, naming the field', async () => {
    const first = await addEmployee(alice);
    const sameEmail = await alice.client.post('/api/employees', {
      ...newHire,
      ...uniqueIdentifiers(),
      email: first.email.toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An employee with this email already exists');
    const fresh = uniqueIdentifiers();
    const sameId = await alice.client.post('/api/employees', {
      ...newHire,
      ...fresh,
      employeeId: first.employeeId.toLowerCase(),
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body.message).toBe('An employee with this employee ID already exists');
    // The refused request kept no claim on the email it did get before the employee ID failed.
    await addEmployee(alice, { email: fresh.email });
  });

  it('refuses an edit to another employee’s email or employee ID, and frees the old values of an edit', async () => {
    const maya = await addEmployee(alice);
    const james = await addEmployee(alice);
    const taken = await alice.client.patch(`/api/employees/${james.id}`, { email: maya.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An employee with this email already exists');
    const takenId = await alice.client.patch(`/api/employees/${james.id}`, { employeeId: maya.employeeId });
    expect(takenId.status).toBe(409);
    expect(takenId.body.message).toBe('An employee with this employee ID already exists');
    expect((await alice.client.get(`/api/employees/${james.id}`)).body.email).toBe(james.email);

    // Maya moves to a new email and ID; her old ones can be given to James, and an edit that keeps them is fine.
    const moved = await alice.client.patch(`/api/employees/${maya.id}`, {
      email: 'maya@new.example.com',
      employeeId: 'EMP-NEW',
    });
    expect(moved.status).toBe(200);
    const reused = await alice.client.patch(`/api/employees/${james.id}`, {
      email: maya.email,
      employeeId: maya.employeeId,
    });
    expect(reused.status).toBe(200);
    expect(
      (await alice.client.patch(`/api/employees/${james.id}`, { email: maya.email, position: 'Lead' })).status,
    ).toBe(200);
  });

  it('lets another workspace use the same email and employee ID', async () => {
    const mine = await addEmployee(alice);
    await addEmployee(bob, { email: mine.email, employeeId: mine.employeeId });
  });
});

describe('DELETE /api/employees/{id}', () => {
  it('deletes the employee with their notes, insight and history; their tasks lose the assignee', async () => {
    const employee = await addEmployee(alice);
    await alice.client.post(`/api/employees/${employee.id}/notes`, { subject: 'Kickoff', content: 'Welcome' });
    await alice.client.put(`/api/employees/${employee.id}/competencies`, uniformCompetencyScores(80));
    expect((await alice.client.post(`/api/ai/analyze-employee/${employee.id}`)).status).toBe(200);
    const task = await alice.client.create('/api/tasks', { title: 'Ship it' });
    expect((await alice.client.post(`/api/tasks/${task.id}/assign`, { employeeId: employee.id })).status).toBe(200);

    const res = await alice.client.delete(`/api/employees/${employee.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await alice.client.get(`/api/employees/${employee.id}`)).status).toBe(404);
    expect((await alice.client.get(`/api/ai/insights/${employee.id}`)).status).toBe(404);
    const tasks = (await alice.client.get('/api/tasks')).body.items as {
      id: string;
      assigneeEmployeeId: string | null;
    }[];
    expect(tasks.find((t) => t.id === task.id)?.assigneeEmployeeId).toBeNull();
    // The email and employee ID are free again.
    await addEmployee(alice, { email: employee.email, employeeId: employee.employeeId });
    // A second delete finds nothing.
    expect((await alice.client.delete(`/api/employees/${employee.id}`)).status).toBe(404);
  });

  it('answers 404 for another workspace’s or an unknown id and deletes nothing', async () => {
    const employee = await addEmployee(alice);
    const res = await bob.client.delete(`/api/employees/${employee.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Employee not found' });
    expect((await alice.client.delete('/api/employees/01NOPE')).status).toBe(404);
    expect((await alice.client.get(`/api/employees/${employee.id}`)).status).toBe(200);
  });

  it('requires a session', async () => {
    expect((await api.client().delete('/api/employees/01NOPE')).status).toBe(401);
  });
});

describe('GET /api/employees: pages, search on the server and the team counts', () => {
  it('pages in the order added, searches and filters on the server, and keeps the team counts', async () => {
    const { client } = await signUpUser(api, { firstName: 'Erin', lastName: 'Pages' });
    const hire = (firstName: string, department: string, employmentType: string, performanceScore: number) =>
      client.post('/api/employees', {
        firstName,
        lastName: 'Test',
        email: `${firstName.toLowerCase()}@example.com`,
        position: `${department} Lead`,
        department,
        employmentType,
        performanceScore,
        hireDate: '2024-01-01',
      });
    await hire('Ada', 'Engineering', 'full-time', 90);
    await hire('Bo', 'Sales', 'part-time', 70);
    const cy = (await hire('Cy', 'Sales', 'full-time', 50)).body;
    await hire('Di', 'Support', 'contractor', 80);

    const first = (await client.get('/api/employees?limit=3')).body;
    expect(first.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(first.team).toEqual({
      total: 4,
      fullTime: 2,
      performanceTotal: 290,
      departments: ['Engineering', 'Sales', 'Support'],
    });
    const rest = (await client.get(`/api/employees?limit=3&cursor=${encodeURIComponent(first.cursor)}`)).body;
    expect(rest.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Di']);
    expect(rest.cursor).toBeNull();

    const sales = (await client.get('/api/employees?department=Sales')).body;
    expect(sales.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Bo', 'Cy']);
    const searched = (await client.get('/api/employees?search=SUPPORT%20lead')).body;
    expect(searched.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Di']);
    // A filtered page stops at its limit and continues after the last employee it looked at.
    const onePage = (await client.get('/api/employees?department=Sales&limit=1')).body;
    expect(onePage.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Bo']);
    const next = (
      await client.get(`/api/employees?department=Sales&limit=1&cursor=${encodeURIComponent(onePage.cursor)}`)
    ).body;
    expect(next.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Cy']);

    // Every change moves the counts: an edit, and a removal.
    await client.patch(`/api/employees/${cy.id}`, { department: 'Support', employmentType: 'part-time' });
    await client.delete(`/api/employees/${first.items[0].id}`);
    expect((await client.get('/api/employees')).body.team).toEqual({
      total: 3,
      fullTime: 0,
      performanceTotal: 200,
      departments: ['Sales', 'Support'],
    });
  });
});
