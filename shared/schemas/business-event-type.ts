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
  'cash_low',
] as const;
export const businessEventTypeSchema = z.enum(businessEventTypes);
export type BusinessEventType = z.infer<typeof businessEventTypeSchema>;
