import { emailsKind, notificationKindNames, notificationKinds } from '@shared/catalog/notification-kinds';
import {
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  UNREAD_COUNT_CAP,
  type UpdateNotificationPreferences,
} from '@shared/schemas/notifications';
import {
  type NotificationRecord,
  notificationEntity,
  notificationPreferencesEntity,
} from '../../data/notifications/notifications';
import type { Member } from '../../platform/auth/members';
import { NotFound } from '../../platform/errors';

const PAGE_SIZE = 20;

const view = ({ id, kind, title, body, link, createdAt, readAt }: NotificationRecord): Notification => ({
  id,
  kind,
  title,
  body,
  link,
  createdAt,
  readAt,
});

/**
 * A page of the member's own notifications, newest first, and the unread count among the newest `UNREAD_COUNT_CAP`
 * (one bounded read, beside the page's; the bell shows '99+' beyond it).
 */
export async function listNotifications(member: Member, cursor: string | undefined): Promise<NotificationPage> {
  const mine = { workspaceId: member.workspaceId, userId: member.userId };
  const [page, recent] = await Promise.all([
    notificationEntity.query(mine, { newestFirst: true, limit: PAGE_SIZE, cursor }),
    notificationEntity.query(mine, { newestFirst: true, limit: UNREAD_COUNT_CAP }),
  ]);
  return {
    items: page.items.map(view),
    cursor: page.cursor ?? null,
    unreadCount: recent.items.filter((n) => n.readAt === null).length,
  };
}

/** Marks one of the member's notifications read; reading it again keeps the first time. */
export async function markNotificationRead(member: Member, id: string, now = new Date()): Promise<Notification> {
  const key = { workspaceId: member.workspaceId, userId: member.userId, id };
  const marked = await notificationEntity.update(key, { readAt: now.toISOString() }, { if: { readAt: null } });
  if (marked) return view(marked);
  const notification = await notificationEntity.get(key, { consistent: true });
  if (!notification) throw new NotFound('Notification not found');
  return view(notification);
}

/** Marks every unread notification of the member's read (all of them, not only the newest page). */
export async function markAllNotificationsRead(member: Member, now = new Date()): Promise<{ marked: number }> {
  const { workspaceId, userId } = member;
  const unread = await notificationEntity.queryAll({ workspaceId, userId }, { where: { readAt: null } });
  const readAt = now.toISOString();
  const results = await Promise.all(
    unread.map((n) =>
      notificationEntity.update({ workspaceId, userId, id: n.id }, { readAt }, { if: { readAt: null } }),
    ),
  );
  return { marked: results.filter(Boolean).length };
}

export async function notificationPreferences(member: Member): Promise<NotificationPreferences> {
  const stored = await notificationPreferencesEntity.get({ workspaceId: member.workspaceId, userId: member.userId });
  return preferencesView(stored?.email ?? {});
}

/** Changes the email choice of the kinds named; the others keep theirs. */
export async function updateNotificationPreferences(
  member: Member,
  change: UpdateNotificationPreferences,
  now = new Date(),
): Promise<NotificationPreferences> {
  const key = { workspaceId: member.workspaceId, userId: member.userId };
  const stored = await notificationPreferencesEntity.get(key, { consistent: true });
  const email = { ...stored?.email, ...change.email };
  await notificationPreferencesEntity.put({ ...key, email, updatedAt: now.toISOString() });
  return preferencesView(email);
}

function preferencesView(choices: Readonly<Record<string, boolean>>): NotificationPreferences {
  return {
    kinds: notificationKindNames.map((kind) => ({
      kind,
      label: notificationKinds[kind].label,
      description: notificationKinds[kind].description,
      email: emailsKind(choices, kind),
    })),
  };
}
