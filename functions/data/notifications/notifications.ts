import { notificationSchema } from '@shared/schemas/notifications';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/** The stored shape, v1: the API's fields as of v1, picked (functions/data/README.md), and whose it is. */
export const storedNotificationV1 = z.extend(
  z.pick(notificationSchema, {
    id: true,
    kind: true,
    title: true,
    body: true,
    link: true,
    createdAt: true,
    readAt: true,
  }),
  { userId: z.string() },
);
export type NotificationRecord = z.infer<typeof storedNotificationV1>;

/**
 * One member's notification: `WS#<workspaceId>` / `NOTIF#<userId>#<ulid>`. In the workspace's partition (it goes with
 * the workspace) under its member's prefix, so a member's list is one Query, newest first, and a read by id can only
 * reach the caller's own. Expires (TTL) `NOTIFICATION_RETENTION_DAYS` after it was made, read or not.
 */
export const notificationEntity = defineWorkspaceEntity('Notification', storedNotificationV1, 'NOTIF#{userId}#{id}', {
  expires: true,
});

/**
 * A member's email choices per notification kind: `WS#<workspaceId>` / `NOTIFPREFS#<userId>`. Only the kinds the member
 * chose are stored (a kind added later takes its default); keys are plain strings, so a kind retired from the
 * catalogue leaves an item that still reads.
 */
export const storedNotificationPreferencesV1 = z.object({
  userId: z.string(),
  email: z.record(z.string(), z.boolean()),
  updatedAt: z.string(),
});

export const notificationPreferencesEntity = defineWorkspaceEntity(
  'NotificationPreferences',
  storedNotificationPreferencesV1,
  'NOTIFPREFS#{userId}',
);
