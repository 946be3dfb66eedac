import { describe, expect, it } from 'vitest';
import { actionStep, runsOnceNewest, saveAutomation } from '../../../scripts/testing/automation-api';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

const titles = async (client: typeof alice.client) =>
  ((await client.get('/api/tasks?limit=200')).body.items as { title: string }[]).map((t) => t.title).sort();

describe('task_created', () => {
  it("runs for a task someone adds, with the task's fields as trigger.*, in its own workspace only", async () => {
    const automation = await saveAutomation(alice.client, 'Review new tasks', 'task_created', [
      actionStep('create_task', { taskTitle: 'Review {{trigger.title}} ({{trigger.priority}})' }),
    ]);
    await alice.client.create('/api/tasks', { title: 'Draft the proposal', status: 'pending', priority: 'high' });
    const runs = await runsOnceNewest(alice.client, automation.id, 'succeeded');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'task_created', eventSummary: 'Task "Draft the proposal" created' });
    expect(await titles(alice.client)).toEqual(['Draft the proposal', 'Review Draft the proposal (high)']);
    expect(await titles(bob.client)).toEqual([]);
  });
});
