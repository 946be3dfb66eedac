import { type Automation, stepsFromAction } from '@shared/schemas/automation';

/**
 * A valid automation as stored and as the API answers it: 'Follow up', on, creating a task when a task is completed,
 * never run; its steps are its action's unless a test gives its own.
 */
export function anAutomation(overrides: Partial<Automation> = {}): Automation {
  const made = {
    id: 'a1',
    name: 'Follow up',
    description: null,
    isActive: true,
    triggerType: 'task_completed',
    actionType: 'create_task',
    actionConfig: {},
    createdByUserId: 'u1',
    createdAt: '2026-11-22T07:00:00.000Z',
    updatedAt: '2026-11-22T07:00:00.000Z',
    runCount: 0,
    lastRunAt: null,
    lastRunStatus: null,
    triggerConfig: null,
    ...overrides,
  } satisfies Omit<Automation, 'steps'>;
  return { ...made, steps: made.steps ?? stepsFromAction(made.actionType, made.actionConfig) };
}
