import { fireDueFollowUps } from '../services/automations/due-note-follow-ups';
import { fireDueSchedules } from '../services/automations/scheduled-triggers';

/**
 * Every minute (EventBridge Scheduler in AWS, the local scheduler locally): fires the `schedule` automations that are
 * due, and the notes whose follow-up day has come, as business events, which the automation runner runs like any other.
 */
export const handler = async (): Promise<{ fired: number; followUps: number }> => ({
  fired: await fireDueSchedules(),
  followUps: await fireDueFollowUps(),
});
