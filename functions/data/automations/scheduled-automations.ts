import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * The `schedule` automations across all workspaces: `SCHEDULED_AUTOMATIONS` / `<workspaceId>#<automationId>`, one
 * small item per automation whose trigger is a schedule. Written when an automation gets a schedule trigger, deleted
 * when it loses it or is deleted; the every-minute job pages through this one partition instead of scanning the table
 * (as the hourly sync does with `SYNC_TARGETS`). The automation itself stays the truth: the job reads it before firing.
 */
export const scheduledAutomationSchema = z.object({
  workspaceId: z.string(),
  automationId: z.string(),
  registeredAt: z.string(),
});
export type ScheduledAutomation = z.infer<typeof scheduledAutomationSchema>;

export const scheduledAutomationEntity = defineEntity({
  type: 'ScheduledAutomation',
  schema: scheduledAutomationSchema,
  partitionKey: 'SCHEDULED_AUTOMATIONS',
  sortKey: '{workspaceId}#{automationId}',
});
