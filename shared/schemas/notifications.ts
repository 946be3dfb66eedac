import { notificationKindSchema } from '@shared/catalog/notification-kinds';
import * as z from '@shared/zod';
import { nullableString } from './nullable';
import { pageOf } from './pagination';

/** One notice to one member: what happened (title, one sentence), where to look (an app path or a download), when. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** An app path (`/automations/…`) or an absolute URL (an export's expiring download). */
  link: z.string(),
  createdAt: z.string(),
  /** When the member opened or dismissed it; null while unread. */
  readAt: nullableString,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(1024))) });

/** A page of the member's notifications, newest first, and how many are unread (the bell's badge). */
export const notificationPageSchema = z.extend(pageOf(notificationSchema), {
  /** Unread among the newest `UNREAD_COUNT_CAP`; the bell shows '99+' at the cap. */
  unreadCount: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const UNREAD_COUNT_CAP = 100;

export const notificationReadAllSchema = z.object({ marked: z.number() });

/** Each kind with the member's email choice, as the notification settings screen lists them. */
export const notificationPreferencesSchema = z.object({
  kinds: z.array(
    z.object({ kind: notificationKindSchema, label: z.string(), description: z.string(), email: z.boolean() }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The kinds whose email choice changes; a kind left out keeps its choice. */
export const updateNotificationPreferencesSchema = z.object({
  email: z.partialRecord(notificationKindSchema, z.boolean()),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
