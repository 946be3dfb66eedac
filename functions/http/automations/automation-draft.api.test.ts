import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { joinTeam, signUpOwner, type Teammate } from '../../../scripts/testing/teams';

/** 'Describe it' (issue 33): `POST /api/automations/draft {text}` proposes; only the ordinary create saves. */
let owner: Teammate;
let manager: Teammate;
let member: Teammate;
let samId: string;
let stranger: Teammate;

beforeAll(async () => {
  const api = await sharedTestApi();
  owner = await signUpOwner(api);
  const sam = await owner.client.create('/api/employees', newEmployee('Sam', 'Lee'));
  samId = sam.id;
  [manager, member] = await Promise.all([joinTeam(api, owner, 'manager'), joinTeam(api, owner, 'member')]);
  stranger = await signUpOwner(api, 'Stella');
  await stranger.client.create('/api/employees', newEmployee('Sam', 'Stranger'));
});

const automationsOf = async (client: Teammate['client']) =>
  (await client.get('/api/automations')).body.items as unknown[];

describe('POST /api/automations/draft', () => {
  it("proposes from plain words with the workspace's own people, and saves nothing", async () => {
    const res = await manager.client.post('/api/automations/draft', {
      text: 'When a task is completed, create a task for Sam to review it in 2 days and notify me',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      proposal: {
        name: 'Task Completed: Create Task, Notify Members',
        triggerType: 'task_completed',
        triggerConfig: null,
        steps: [
          {
            type: 'action',
            action: 'create_task',
            config: { taskTitle: 'Review it', taskDueInDays: 2, taskAssigneeEmployeeId: samId },
          },
          { type: 'action', action: 'notify', config: { memberUserIds: [manager.user.id] } },
        ],
      },
      notes: [],
      source: 'built-in',
      model: null,
    });
    expect(await automationsOf(owner.client)).toEqual([]);
  });

  it('is saved only by the ordinary create, with the approved proposal as it is', async () => {
    const { proposal } = (
      await owner.client.post('/api/automations/draft', {
        text: 'When an invoice over $1,000 is paid, wait 1 day, then email the customer',
      })
    ).body;
    const created = await owner.client.post('/api/automations', { ...proposal, isActive: false });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: proposal.name,
      triggerType: 'invoice_paid',
      isActive: false,
      steps: [
        { type: 'condition', match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 1000 }] },
        { type: 'delay', minutes: 1440 },
        { type: 'action', action: 'send_email', config: { emailTo: '{{trigger.customerEmail}}' } },
      ],
    });
    await owner.client.delete(`/api/automations/${created.body.id}`);
  });

  it('says what it could not honour: an app that is not connected', async () => {
    const res = await owner.client.post('/api/automations/draft', {
      text: 'When a new lead comes in, tell #sales on Slack and notify me',
    });
    expect(res.status).toBe(200);
    expect(res.body.proposal.steps).toEqual([
      { type: 'action', action: 'notify', config: { memberUserIds: [owner.user.id] } },
    ]);
    expect(res.body.notes).toEqual(['Slack is not connected: connect it in Integrations to post there.']);
  });

  it('answers 400 with an example when it cannot read an automation, and for an empty text', async () => {
    const vague = await owner.client.post('/api/automations/draft', { text: 'make my business better' });
    expect(vague.status).toBe(400);
    expect(vague.body.message).toMatch(/^Say when it should run and what it should do, e\.g\. /);
    const empty = await owner.client.post('/api/automations/draft', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Describe what the automation should do');
  });

  it('is refused to a role that cannot manage automations', async () => {
    const res = await member.client.post('/api/automations/draft', { text: 'When a task is completed, notify me' });
    expect(res.status).toBe(403);
  });

  it("never names another workspace's people", async () => {
    const res = await stranger.client.post('/api/automations/draft', {
      text: 'When a task is completed, create a task for Sam',
    });
    const [step] = res.body.proposal.steps;
    expect(step.config.taskAssigneeEmployeeId).not.toBe(samId);
  });
});

describe('GET /api/automations/{id}', () => {
  it("answers one of the workspace's automations, and 404 for another workspace's", async () => {
    const created = await owner.client.create('/api/automations', { name: 'One', triggerType: 'task_completed' });
    const res = await member.client.get(`/api/automations/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect((await stranger.client.get(`/api/automations/${created.id}`)).status).toBe(404);
    await owner.client.delete(`/api/automations/${created.id}`);
  });
});
