import type { RunRecordStatus } from '@shared/schemas/automation';
import type { ApiClient } from './api-client';
import { eventually } from './eventually';

/**
 * Automations through the API, as the API tests make and watch them: the bodies they save (spelled out here once, so
 * a test names only the trigger, the steps and the texts it is about) and the wait for a run to finish.
 */

/** One action step of an automation as the API takes it. */
export const actionStep = (action: string, config: Record<string, unknown> = {}) =>
  ({ type: 'action', action, config }) as const;

/** The body of an automation that, on `triggerType`, creates a task titled `taskTitle` (a template). */
export const taskMakingAutomation = (name: string, triggerType: string, taskTitle: string) => ({
  name,
  triggerType,
  actionType: 'create_task',
  actionConfig: { taskTitle },
});

/** Saves an automation of `steps` run on `triggerType` in `client`'s workspace, as the builder does; answers it. */
export const saveAutomation = (client: ApiClient, name: string, triggerType: string, steps: readonly unknown[]) =>
  client.create('/api/automations', { name, triggerType, steps });

/** The automation's runs, newest first. */
export const runsOf = async (client: ApiClient, automationId: string) =>
  (await client.get(`/api/automations/${automationId}/runs`)).body.items as any[];

/** The automation's runs, newest first, once the newest has ended with `status`. */
export async function runsOnceNewest(client: ApiClient, automationId: string, status: RunRecordStatus) {
  const { value } = await eventually(async () => {
    const runs = await runsOf(client, automationId);
    return runs[0]?.status === status ? runs : undefined;
  });
  return value;
}
