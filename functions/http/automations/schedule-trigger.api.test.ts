import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';
import { scheduledAutomationEntity } from '../../data/automations/scheduled-automations';
import { fireDueSchedules } from '../../services/automations/scheduled-triggers';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const taskTitles = async () => ((await alice.client.get('/api/tasks')).body.items as any[]).map((t) => t.title);
const runsOf = async (id: string) => (await alice.client.get(`/api/automations/${id}/runs`)).body.items as any[];
const registered = async () => (await scheduledAutomationEntity.queryAll({})).map((e) => e.automationId);

describe('schedule trigger (the every-minute job, at a given clock)', () => {
  it("fires a due schedule once in the workspace's zone, with trigger.date; not before it is due", async () => {
    const daily = await alice.client.create('/api/automations', {
      name: 'Daily follow-up',
      triggerType: 'schedule',
      triggerConfig: { every: 'day', at: '08:00' },
      steps: [{ type: 'action', action: 'create_task', config: { taskTitle: 'Daily review {{trigger.date}}' } }],
    });
    expect(await registered()).toContain(daily.id);

    expect(await fireDueSchedules(new Date('2026-12-01T07:59:00Z'))).toBe(0);
    expect(await fireDueSchedules(new Date('2026-12-01T08:00:30Z'))).toBe(1);
    await eventually(async () => ((await taskTitles()).includes('Daily review Dec 01, 2026') ? true : undefined));
    // A later tick within the window sees the same occurrence: the same event, so no second run.
    await fireDueSchedules(new Date('2026-12-01T08:03:00Z'));
    await eventually(async () => {
      const runs = await runsOf(daily.id);
      return runs.length === 1 && runs[0].status === 'succeeded' ? true : undefined;
    });
    expect((await taskTitles()).filter((t) => t.startsWith('Daily review'))).toHaveLength(1);
    expect((await runsOf(daily.id))[0].trigger).toBe('schedule');
  });

  it('a switched-off schedule does not fire; one that stops being a schedule or is deleted leaves the job', async () => {
    const weekly = await bob.client.create('/api/automations', {
      name: 'Weekly KPI',
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '09:00', dayOfWeek: 1 },
      isActive: false,
      steps: [{ type: 'action', action: 'create_task', config: { taskTitle: 'KPI summary' } }],
    });
    // Monday Dec 7, 2026, 09:00 UTC (Alice's daily 08:00 is not due then).
    expect(await fireDueSchedules(new Date('2026-12-07T09:01:00Z'))).toBe(0);
    await bob.client.patch(`/api/automations/${weekly.id}`, { triggerType: 'new_lead' });
    expect(await registered()).not.toContain(weekly.id);
    await bob.client.patch(`/api/automations/${weekly.id}`, {
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '09:00', dayOfWeek: 1 },
      isActive: true,
    });
    expect(await registered()).toContain(weekly.id);
    expect(await fireDueSchedules(new Date('2026-12-07T09:01:00Z'))).toBe(1);
    await bob.client.delete(`/api/automations/${weekly.id}`);
    expect(await registered()).not.toContain(weekly.id);
  });
});
