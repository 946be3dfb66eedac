import type { AuditEntry } from '@shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { send } from '../../../scripts/testing/chat-fixtures';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam, signUpOwner } from '../../../scripts/testing/teams';

delete process.env.OPENAI_API_KEY;
const api = await sharedTestApi();
const team = await aTeam(api, { tier: 'elite' });
const { owner } = team;

type Point = { date: string; balance: number };
const DAY = 86_400_000;
/** 'Jan 5' and '2027-01-05' for a day `days` ahead (the workspace's zone is UTC). */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * DAY);
  const words = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return { words, iso: date.toISOString().slice(0, 10) };
}

describe('the assistant drafts a forecast scenario from a sentence (issue 34)', { timeout: 120_000 }, () => {
  it('proposes it, saves nothing until approved, then the forecast applies it; the audit log has each step', async () => {
    expect((await owner.client.post('/api/financial/demo-bank', {})).status).toBe(201);
    const start = dayAhead(20);
    const res = await send(owner, `What if I hire at $4,000 a month starting ${start.words}?`);
    expect(res.status).toBe(200);
    const [action] = res.body.assistantMessage.actions;
    expect(action).toMatchObject({ type: 'create_scenario', status: 'pending', result: null });
    expect(action.summary).toMatch(
      /^Save forecast scenario "Hire at \$4,000 a month starting .+": Hire: \$4,000\.00 out monthly from/,
    );
    expect(res.body.assistantMessage.content).toContain('Nothing changes until you press Confirm');
    expect((await owner.client.get('/api/forecast/scenarios')).body.items).toEqual([]);

    const confirmed = await owner.client.post(`/api/chat/actions/${action.id}/confirm`);
    expect(confirmed.status, confirmed.text).toBe(200);
    const scenarioId = confirmed.body.result.scenarioId;
    const saved = (await owner.client.get('/api/forecast/scenarios')).body.items;
    expect(saved).toEqual([
      expect.objectContaining({
        id: scenarioId,
        items: [
          {
            label: 'Hire',
            amount: 4000,
            direction: 'out',
            cadence: 'monthly',
            startDate: start.iso,
            endDate: null,
          },
        ],
      }),
    ]);

    const base = (await owner.client.get('/api/forecast/cash')).body;
    const withIt = (await owner.client.get(`/api/forecast/cash?scenario=${scenarioId}`)).body;
    expect(withIt.scenario).toEqual({ id: scenarioId, name: saved[0].name });
    const at = (points: Point[], date: string) => points.find((p) => p.date === date)!.balance;
    const dayBefore = new Date(Date.parse(start.iso) - DAY).toISOString().slice(0, 10);
    expect(at(withIt.points, dayBefore)).toBeCloseTo(at(base.points, dayBefore), 2);
    expect(at(withIt.points, start.iso)).toBeCloseTo(at(base.points, start.iso) - 4000, 2);

    const log = (await owner.client.get(`/api/audit?targetType=assistant_action&targetId=${action.id}`)).body
      .items as AuditEntry[];
    expect(log.map((e) => e.action)).toEqual([
      'assistant_action.executed',
      'assistant_action.approved',
      'assistant_action.proposed',
    ]);
    expect(log[0]!.changes).toEqual({ result: [null, confirmed.body.result.message] });
  });

  it('says what is missing instead of proposing a guess', async () => {
    const res = await send(owner, 'What if we pay $1,000 every two weeks?');
    expect(res.body.assistantMessage.actions).toEqual([]);
    expect(res.body.assistantMessage.content).toMatch(/once, weekly or monthly/);
  });

  it('refuses the roles the scenario routes refuse, when proposing and when approving', async () => {
    const asked = await send(team.viewer, 'What if I hire at $4,000 a month from March?');
    expect(asked.body.assistantMessage.actions).toEqual([]);
    expect(asked.body.assistantMessage.content).toMatch(
      /Your role \(Viewer\) cannot ask the assistant to make changes/,
    );
    const manager = (await send(team.manager, 'What if I hire at $4,000 a month from March?')).body.assistantMessage;
    expect(manager.actions).toEqual([]);
    expect(manager.content).toMatch(/Your role \(Manager\) cannot change financial data/);

    const [action] = (await send(owner, 'What if we buy a $12,000 van in February?')).body.assistantMessage.actions;
    expect((await team.viewer.client.post(`/api/chat/actions/${action.id}/confirm`)).status).toBe(403);
    expect((await owner.client.post(`/api/chat/actions/${action.id}/cancel`)).status).toBe(200);
    expect((await owner.client.get('/api/forecast/scenarios')).body.items).toHaveLength(1);
  });

  it('refuses a workspace whose plan has no forecasting, naming the plan', async () => {
    const pro = await signUpOwner(api, 'Pat');
    await upgradeLocally(pro.client, 'pro');
    const res = await send(pro, 'What if I hire at $4,000 a month from March?');
    expect(res.body.assistantMessage.actions).toEqual([]);
    expect(res.body.assistantMessage.content).toMatch(
      /Forecasting is part of the Elite plan; this workspace is on Pro/,
    );
  });
});
