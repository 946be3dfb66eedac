import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, openAiEnv, startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { competencyScores } from '../../../scripts/testing/fixtures/competency-scores';
import { runtimeEnvForThisTest } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi, type TestApi, type TestUser } from '../../../scripts/testing/test-runtime';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;
let fake: FakeOpenAi;
beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  api = await startTestApi();
  fake = await startFakeOpenAi();
  [alice, bob] = await signUpTwoUsers(api);
});
afterAll(async () => {
  await fake.stop();
  await api.stop();
});

async function employee(
  user: TestUser,
  firstName: string,
  competencies: Record<string, number>,
  skills: string[] = [],
) {
  const created = await user.client.post('/api/employees', {
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.com`,
    position: 'Staff',
    hireDate: '2024-01-01',
    employmentType: 'full-time',
  });
  expect(created.status).toBe(201);
  if (skills.length) await user.client.patch(`/api/employees/${created.body.id}`, { skills });
  const saved = await user.client.put(`/api/employees/${created.body.id}/competencies`, competencyScores(competencies));
  expect(saved.status).toBe(200);
  return created.body as { id: string };
}

async function task(user: TestUser, title: string, priority = 'medium', description = '') {
  const res = await user.client.post('/api/tasks', { title, description, priority, status: 'pending' });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('employee insights', () => {
  it('answers null before any analysis, then the stored built-in insight', async () => {
    const e = await employee(alice, 'Insightful', { technicalSkills: 90, problemSolving: 85 });
    const before = await alice.client.get(`/api/ai/insights/${e.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toBeNull();

    const analysed = await alice.client.post(`/api/ai/analyze-employee/${e.id}`);
    expect(analysed.status).toBe(200);
    expect(analysed.body).toMatchObject({
      employeeId: e.id,
      source: 'built-in',
      model: null,
      performanceTrend: 'stable',
      lastAnalyzedAt: expect.any(String),
    });
    expect(analysed.body.strengthsAnalysis[0]).toMatch(/^Technical Skills \(90\)/);
    expect(analysed.body.taskCompatibility.length).toBeGreaterThan(0);
    expect((await alice.client.get(`/api/ai/insights/${e.id}`)).body).toEqual(analysed.body);
  });

  it('needs two real assessments for a trend: the default 50s an employee starts with are not one', async () => {
    const e = await employee(alice, 'Newcomer', { technicalSkills: 100, problemSolving: 100, leadership: 100 });
    const once = (await alice.client.post(`/api/ai/analyze-employee/${e.id}`)).body;
    expect(once.performanceTrend).toBe('stable');
    expect(JSON.stringify(once)).not.toMatch(/(up|down) \d+ points/);

    const raised = { technicalSkills: 100, problemSolving: 100, leadership: 100, teamwork: 90, communication: 90 };
    await alice.client.put(`/api/employees/${e.id}/competencies`, competencyScores(raised));
    const twice = (await alice.client.post(`/api/ai/analyze-employee/${e.id}`)).body;
    expect(twice.performanceTrend).toBe('improving');
  });

  it('keeps workspaces apart: 404 for another workspace’s employee, on read and on analyse', async () => {
    const e = await employee(alice, 'Private', {});
    await alice.client.post(`/api/ai/analyze-employee/${e.id}`);
    expect((await bob.client.get(`/api/ai/insights/${e.id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/ai/analyze-employee/${e.id}`)).status).toBe(404);
    expect((await alice.client.get('/api/ai/insights/UNKNOWN')).status).toBe(404);
  });

  it('analyses the whole team of the workspace only', async () => {
    const [carol, dave] = await signUpTwoUsers(api);
    const c1 = await employee(carol, 'Cara', { leadership: 80 });
    const c2 = await employee(carol, 'Cole', { creativity: 30 });
    await employee(dave, 'Dana', {});
    const res = await carol.client.post('/api/ai/analyze-team');
    expect(res.status).toBe(200);
    expect(res.body.map((i: { employeeId: string }) => i.employeeId).sort()).toEqual([c1.id, c2.id].sort());
    expect((await carol.client.get(`/api/ai/insights/${c2.id}`)).body).not.toBeNull();
    expect((await api.client().post('/api/ai/analyze-team')).status).toBe(401);
    expect(res.headers.get('analysis-incomplete')).toBeNull();
  });

  it('runs one team analysis per workspace at a time: the others are told to wait (429)', async () => {
    const [frank, grace] = await signUpTwoUsers(api);
    for (const name of ['Fay', 'Fox', 'Fin']) await employee(frank, name, {});
    await employee(grace, 'Gus', {});
    const [first, ...others] = await Promise.all(
      Array.from({ length: 6 }, () => frank.client.post('/api/ai/analyze-team')),
    );
    const all = [first!, ...others];
    expect(all.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
    const waiting = all.filter((res) => res.status === 429);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.length + all.filter((res) => res.status === 200).length).toBe(6);
    for (const res of waiting) {
      expect(res.body.message).toBe(
        'A team analysis is already running for this workspace. Try again when it finishes.',
      );
      expect(res.headers.get('retry-after')).toBe('30');
    }
    // Another workspace is not held up, and the lease is given back when an analysis ends.
    expect((await grace.client.post('/api/ai/analyze-team')).status).toBe(200);
    expect((await frank.client.post('/api/ai/analyze-team')).status).toBe(200);
  });
});

describe('Team Analytics', () => {
  it('answers the team with its scores and insights in one request, paged beyond the limit, per workspace', async () => {
    const [erin, fred] = await signUpTwoUsers(api);
    const analysed = await employee(erin, 'Ezra', { technicalSkills: 90 });
    const second = await employee(erin, 'Esme', { leadership: 70 });
    await employee(erin, 'Eden', {});
    await employee(fred, 'Finn', {});
    await erin.client.post(`/api/ai/analyze-employee/${analysed.id}`);

    const whole = await erin.client.get('/api/ai/team-analytics?limit=200');
    expect(whole.status).toBe(200);
    expect(whole.body.cursor).toBeNull();
    expect(whole.body.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Ezra', 'Esme', 'Eden']);
    const [ezra, esme] = whole.body.items;
    expect(ezra).toMatchObject({
      id: analysed.id,
      position: 'Staff',
      assessedAt: expect.any(String),
      competencies: expect.objectContaining({ technicalSkills: 90 }),
      insight: {
        performanceTrend: 'stable',
        analysisConfidence: expect.any(Number),
        lastAnalyzedAt: expect.any(String),
      },
    });
    expect(esme).toMatchObject({ id: second.id, insight: null });
    // What the tab shows, not the whole record: no pay, no contact details, no analysis text.
    expect(Object.keys(ezra).sort()).toEqual(
      ['assessedAt', 'competencies', 'department', 'firstName', 'id', 'insight', 'lastName', 'position'].sort(),
    );

    const first = await erin.client.get('/api/ai/team-analytics?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await erin.client.get(`/api/ai/team-analytics?limit=2&cursor=${first.body.cursor}`);
    expect(next.body.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Eden']);
    expect(next.body.cursor).toBeNull();

    const theirs = await fred.client.get('/api/ai/team-analytics');
    expect(theirs.body.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Finn']);
    expect((await fred.client.get(`/api/ai/team-analytics?cursor=${first.body.cursor}`)).status).toBe(400);
    expect((await api.client().get('/api/ai/team-analytics')).status).toBe(401);
  });
});

describe('AI task matching and assignment', () => {
  it('ranks the technical expert first for a technical task, and an assignment counts against their workload', async () => {
    const [erin] = await signUpTwoUsers(api);
    const tess = await employee(erin, 'Tess', { technicalSkills: 92, problemSolving: 88, analyticalThinking: 85 }, [
      'PostgreSQL',
      'AWS',
    ]);
    const sam = await employee(erin, 'Sam', { customerFocus: 94, communication: 90 }, ['Zendesk']);
    const bug = await task(erin, 'Fix database timeout bug', 'high', 'Orders query times out on the server');

    const res = await erin.client.post('/api/ai/recommend-assignment', { taskId: bug.id });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { employeeId: string }) => r.employeeId)).toEqual([tess.id, sam.id]);
    expect(res.body[0]).toMatchObject({
      id: `${bug.id}:${tess.id}`,
      employee: { name: 'Tess Test', position: 'Staff', department: null },
      matchScore: expect.any(Number),
      skillMatch: expect.any(Number),
      workloadBalance: 100,
      estimatedCompletionTime: expect.any(Number),
      reasoning: expect.stringMatching(/Technical Skills 92/),
      source: 'built-in',
    });
    expect(res.body[0].matchScore).toBeGreaterThanOrEqual(80);

    const assigned = await erin.client.post(`/api/tasks/${bug.id}/assign`, { employeeId: tess.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ id: bug.id, assigneeEmployeeId: tess.id });
    expect(
      (await erin.client.get('/api/tasks')).body.items.find((t: { id: string }) => t.id === bug.id).assigneeEmployeeId,
    ).toBe(tess.id);

    // Tess now holds one open task; for another task her workload balance drops.
    const another = await task(erin, 'Upgrade the API server');
    const next = await erin.client.post('/api/ai/recommend-assignment', { taskId: another.id });
    expect(next.body.find((r: { employeeId: string }) => r.employeeId === tess.id).workloadBalance).toBe(82);
  });

  it('answers an empty list for a team without employees', async () => {
    const [frank] = await signUpTwoUsers(api);
    const t = await task(frank, 'Anything');
    expect((await frank.client.post('/api/ai/recommend-assignment', { taskId: t.id })).body).toEqual([]);
  });

  it('validates and isolates recommend-assignment and assign', async () => {
    const e = await employee(alice, 'Iso', {});
    const t = await task(alice, 'Iso task');
    const bobEmployee = await employee(bob, 'Bobby', {});
    const bobTask = await task(bob, 'Bob task');
    const missing = await alice.client.post('/api/ai/recommend-assignment', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Validation error: Task id is required');
    expect((await alice.client.post('/api/ai/recommend-assignment', { taskId: bobTask.id })).status).toBe(404);

    const noEmployee = await alice.client.post(`/api/tasks/${t.id}/assign`, {});
    expect(noEmployee.body.message).toBe('Validation error: Employee id is required');
    expect((await alice.client.post(`/api/tasks/${bobTask.id}/assign`, { employeeId: e.id })).status).toBe(404);
    const foreignEmployee = await alice.client.post(`/api/tasks/${t.id}/assign`, { employeeId: bobEmployee.id });
    expect(foreignEmployee.status).toBe(404);
    expect(foreignEmployee.body.message).toBe('Employee not found');
    expect(
      (await bob.client.get('/api/tasks')).body.items.find((x: { id: string }) => x.id === bobTask.id)
        .assigneeEmployeeId,
    ).toBeNull();
  });
});

describe('with OpenAI configured (real SDK against a local fake API)', () => {
  const aiInsight = {
    analysisConfidence: 77,
    strengthsAnalysis: ['Leadership (80): runs a tight ship.'],
    developmentAreas: ['Creativity (50): join design reviews.'],
    performanceTrend: 'stable',
    recommendedTaskTypes: ['Project Management'],
    optimalWorkload: 75,
    teamRoleRecommendation: 'Team Lead',
    taskCompatibility: [{ taskType: 'Project Management', score: 84 }],
  };

  it('stores the model’s insight labelled with its source and model', async () => {
    runtimeEnvForThisTest(openAiEnv(fake, 2000));
    fake.reply(() => ({ content: JSON.stringify(aiInsight) }));
    const e = await employee(alice, 'Modelled', { leadership: 80 });
    const res = await alice.client.post(`/api/ai/analyze-employee/${e.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: 'openai',
      model: 'gpt-fake',
      strengthsAnalysis: aiInsight.strengthsAnalysis,
    });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe('gpt-fake');
    expect(JSON.stringify(sent.messages)).not.toContain('modelled@example.com');
  });

  it('falls back to the built-in analyst (200, never 500) when the model answers garbage or fails', async () => {
    runtimeEnvForThisTest(openAiEnv(fake, 2000));
    const e = await employee(alice, 'Fallback', { leadership: 80 });
    fake.reply(() => ({ content: 'I am not JSON' }));
    const garbage = await alice.client.post(`/api/ai/analyze-employee/${e.id}`);
    expect(garbage.status).toBe(200);
    expect(garbage.body.source).toBe('built-in');
    fake.reply(() => ({ status: 500 }));
    const t = await task(alice, 'Plan the team offsite');
    const recs = await alice.client.post('/api/ai/recommend-assignment', { taskId: t.id });
    expect(recs.status).toBe(200);
    expect(recs.body.every((r: { source: string }) => r.source === 'built-in')).toBe(true);
  });
});
