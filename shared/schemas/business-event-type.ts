import * as z from '@shared/zod';

/**
 * The kinds of business event, which are also the automation trigger types (spec §4). In a module of their own so
 * that what only names a type (an automation's trigger) does not carry every event's schema.
 */
export const businessEventTypes = [
  'invoice_paid',
  'new_lead',
  'meeting_scheduled',
  'task_completed',
  // Issue 33's triggers that arrive as events: a new task, a due schedule, a posted hook, a synced item, the forecast,
  // a note.
  'task_created',
  'schedule',
  'webhook_received',
  'integration_item',
  'cash_low',
  'employee_note_follow_up_due',
] as const;
export const businessEventTypeSchema = z.enum(businessEventTypes);
export type BusinessEventType = z.infer<typeof businessEventTypeSchema>;
