import { fireDueSchedules } from '../services/automations/scheduled-triggers';

/**
 * Every minute (EventBridge Scheduler in AWS, the local scheduler locally): fires the `schedule` automations that are
 * due as business events, which the automation runner runs like any other.
 */
export const handler = async (): Promise<{ fired: number }> => ({ fired: await fireDueSchedules() });
