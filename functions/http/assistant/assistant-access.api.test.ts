import { describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam, type Teammate } from '../../../scripts/testing/teams';

/**
 * The assistant acts with the asker's permissions (issue 30): its tools read only what the role may read, a viewer's
 * assistant proposes nothing, and a proposed action is carried out only if the person approving it may make it.
 */
const { owner, manager, member, viewer } = await aTeam(await sharedTestApi());
await owner.client.create('/api/employees', newEmployee('Mia', 'Chen'));
await owner.client.create('/api/tasks', { title: 'Write the newsletter' });

const ask = async (who: Teammate, content: string) => {
  const res = await who.client.post('/api/chat/send', { content });
  expect(res.status, res.text).toBe(200);
  return res.body.assistantMessage as { content: string; actions: { id: string }[]; sources: { tool: string }[] };
};

describe("the assistant with the asker's role", () => {
  it('tells a member asking for revenue that their role cannot view financial data, reading none', async () => {
    const answer = await ask(member, 'What was revenue this month?');
    expect(answer.content).toContain('Your role (Member) cannot view financial data');
    expect(answer.sources).toEqual([]);
    expect((await ask(owner, 'What was revenue this month?')).content).not.toContain('Your role');
  });

  it('lets every role read what it may (tasks)', async () => {
    for (const who of [viewer, member]) {
      const answer = await ask(who, 'How many tasks are overdue?');
      expect(answer.content).not.toContain('Your role');
      expect(answer.sources.map((s) => s.tool)).toContain('list_tasks');
    }
  });

  it('gives a viewer read-only tools: no proposed action', async () => {
    const answer = await ask(viewer, 'Create a task called Order more toner');
    expect(answer.actions).toEqual([]);
    expect(answer.content).toContain('Your role (Viewer) cannot ask the assistant to make changes');
  });

  it('carries out a proposed action only for an approver who may make the change', async () => {
    const proposed = await ask(owner, 'Assign the newsletter to Mia');
    const [action] = proposed.actions;
    expect(action).toBeDefined();
    const byMember = await member.client.post(`/api/chat/actions/${action!.id}/confirm`);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({
      code: 'role_forbidden',
      message: "Your role (Member) cannot change other people's tasks",
    });
    const byViewer = await viewer.client.post(`/api/chat/actions/${action!.id}/confirm`);
    expect(byViewer.status).toBe(403);
    const byManager = await manager.client.post(`/api/chat/actions/${action!.id}/confirm`);
    expect(byManager.status).toBe(200);
    expect(byManager.body.status).toBe('confirmed');
  });

  it('never carries compensation or notes in what the team tools read, whoever asks', async () => {
    const paid = await owner.client.create(
      '/api/employees',
      newEmployee('Omar', 'Haddad', { salary: 87_654, hourlyRate: 41.25 }),
    );
    const note = await owner.client.post(`/api/employees/${paid.id}/notes`, {
      subject: 'Raise planned in March',
      content: 'Confidential: raise planned.',
      isConfidential: true,
    });
    expect(note.status).toBe(201);
    for (const who of [owner, manager, member, viewer]) {
      const answer = await ask(who, 'Which employees are struggling?');
      expect(answer.sources.map((s) => s.tool)).toContain('team_performance');
      const said = JSON.stringify(answer);
      for (const secret of ['87,654', '87654', '41.25', 'Raise planned']) expect(said).not.toContain(secret);
    }
  });
});
