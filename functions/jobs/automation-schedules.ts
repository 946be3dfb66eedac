import { fireDueFollowUps } from '../services/automations/due-note-follow-ups';
import { fireOverdueInvoices } from '../services/automations/overdue-invoices';
import { fireDueSchedules } from '../services/automations/scheduled-triggers';

/**
 * Every minute (EventBridge Scheduler in AWS, the local scheduler locally): fires the `schedule` automations that are
 * due, the notes whose follow-up day has come and the invoices whose due day has passed, as business events, which the
 * automation runner runs like any other.
 */
export const handler = async (): Promise<{ fired: number; followUps: number; overdueInvoices: number }> => ({
  fired: await fireDueSchedules(),
  followUps: await fireDueFollowUps(),
  overdueInvoices: await fireOverdueInvoices(),
});
