import { createHash } from 'node:crypto';
import { type Capability, can, type Role } from '@shared/access/roles';
import {
  emailsKind,
  NOTIFICATION_RETENTION_DAYS,
  type NotificationKind,
  notificationKinds,
} from '@shared/catalog/notification-kinds';
import { messageSenders } from '../../adapters/message-senders';
import { userEntity } from '../../data/auth/users';
import { outboxEntity } from '../../data/automations/outbox';
import { brandNameOf } from '../../data/branding/brand-in-force';
import {
  type NotificationRecord,
  notificationEntity,
  notificationPreferencesEntity,
} from '../../data/notifications/notifications';
import { messageBrandOf } from '../../domain/branding/email-branding';
import { appOrigin } from '../../platform/app-origin';
import { type MemberRecord, memberEntity } from '../../platform/auth/members';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';

/**
 * Who is told: named people (a run's creator), everyone of some roles ('owners and admins'), or everyone holding a
 * capability (who may see finance). Only current members of the workspace are ever told, whatever the audience says.
 */
export type NotificationAudience =
  | { readonly userIds: readonly string[] }
  | { readonly roles: readonly Role[] }
  | { readonly capability: Capability }
  /** Anyone any of these audiences names, told once (an automation's creator and the owners). */
  | { readonly anyOf: readonly NotificationAudience[] };

/** What happened, in a title and one sentence, and where to look: an app path (`/automations/…`) or an `/api/` download. */
export interface NotificationDraft {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

/**
 * THE way a feature tells members something: one notification per member of the audience in their bell, and an email
 * to those who chose email for the kind (or did not choose and the kind emails by default). The email goes the way
 * automations' do (SES in AWS, stored only locally) and is recorded in the outbox under the notification's id; a
 * failed email is logged and leaves the notification in place. Answers the notifications made. With an
 * `idempotencyKey` (an automation step's), a repeat makes none of those the first call made.
 *
 * ```ts
 * await notify(workspaceId, { roles: ['owner', 'admin'] }, {
 *   kind: 'automation_failed',
 *   title: 'Automation “Welcome email” failed',
 *   body: 'It failed 3 times today; the last error was: the SMTP server refused the address.',
 *   link: `/automations/${automationId}`,
 * });
 * ```
 */
export async function notify(
  workspaceId: string,
  audience: NotificationAudience,
  draft: NotificationDraft,
  now: Date = new Date(),
  options: { idempotencyKey?: string } = {},
): Promise<NotificationRecord[]> {
  // Emails prefix the app's origin: a link elsewhere would be an open redirect in the app's name.
  if (!/^\/(?!\/)/.test(draft.link)) throw new Error(`A notification links to an app path, not ${draft.link}`);
  const members = (await memberEntity.queryAll({ workspaceId }, { consistent: true })).filter((member) =>
    isInAudience(member, audience),
  );
  if (!members.length) return [];
  const createdAt = now.toISOString();
  const expiresAt = nowEpochSeconds(now) + NOTIFICATION_RETENTION_DAYS * 24 * 3600;
  const { idempotencyKey } = options;
  const idOf = (userId: string) => (idempotencyKey ? keyedId(idempotencyKey, userId) : newId());
  const drafted = members.map(
    ({ userId }): NotificationRecord => ({ id: idOf(userId), userId, ...draft, createdAt, readAt: null }),
  );
  const created = await Promise.all(
    drafted.map((notification) => notificationEntity.create({ workspaceId, ...notification }, { expiresAt })),
  );
  // A repeat with the same key (a retried automation step) finds its notifications made: none again, no email again.
  const made = drafted.filter((_, i) => created[i]);
  await emailThoseWhoChose(workspaceId, made, now);
  return made;
}

/** How many of `userIds` hold the notification of an earlier `notify` with `idempotencyKey`. */
export async function notificationsOfKey(
  workspaceId: string,
  idempotencyKey: string,
  userIds: readonly string[],
): Promise<number> {
  const found = await notificationEntity.getMany(
    userIds.map((userId) => ({ workspaceId, userId, id: keyedId(idempotencyKey, userId) })),
  );
  return found.filter(Boolean).length;
}

/**
 * Says a notice again in place of a new one (a count that grew: '3 runs of “X” failed today'): new words and link,
 * unread again, not emailed again. A notification the member no longer has (expired) is left alone.
 */
export async function reviseNotifications(
  workspaceId: string,
  notifications: readonly { userId: string; id: string }[],
  draft: Omit<NotificationDraft, 'kind'>,
): Promise<void> {
  const { title, body, link } = draft;
  await Promise.all(
    notifications.map(({ userId, id }) =>
      notificationEntity.update({ workspaceId, userId, id }, { title, body, link, readAt: null }),
    ),
  );
}

/** The same id for the same key and member, so a repeat's conditional create finds the first one's notification. */
const keyedId = (idempotencyKey: string, userId: string) =>
  createHash('sha256').update(`${idempotencyKey}\0${userId}`).digest('hex').slice(0, 26).toUpperCase();

function isInAudience(member: MemberRecord, audience: NotificationAudience): boolean {
  if ('anyOf' in audience) return audience.anyOf.some((one) => isInAudience(member, one));
  if ('userIds' in audience) return audience.userIds.includes(member.userId);
  if ('roles' in audience) return audience.roles.includes(member.role);
  return can(member.role, audience.capability);
}

async function emailThoseWhoChose(workspaceId: string, made: NotificationRecord[], now: Date): Promise<void> {
  const userIds = made.map((n) => n.userId);
  const [preferences, users] = await Promise.all([
    notificationPreferencesEntity.getMany(userIds.map((userId) => ({ workspaceId, userId }))),
    userEntity.getMany(userIds.map((id) => ({ id }))),
  ]);
  await Promise.all(
    made.map(async (notification, i) => {
      const to = users[i]?.email;
      if (!to || !emailsKind(preferences[i]?.email ?? {}, notification.kind)) return;
      try {
        await sendNotificationEmail(workspaceId, notification, to, now);
      } catch (error) {
        logger.warn('Notification email not sent', { notificationId: notification.id, error: error as Error });
      }
    }),
  );
}

async function sendNotificationEmail(workspaceId: string, notification: NotificationRecord, to: string, now: Date) {
  const [{ email }, brand] = await Promise.all([messageSenders(), brandNameOf(workspaceId)]);
  const name = messageBrandOf(brand);
  const subject = name ? `${name}: ${notification.title}` : notification.title;
  const body =
    `${notification.body}\r\n\r\nOpen it${name ? ` in ${name}` : ''}: ${appOrigin()}${notification.link}\r\n\r\n` +
    `You get this email because email is on for “${notificationKinds[notification.kind].label}” ` +
    `in your notification settings: ${appOrigin()}/settings/notifications\r\n`;
  const { providerMessageId } = await email.send({ to, subject, body });
  await outboxEntity.create({
    workspaceId,
    id: notification.id,
    channel: 'email',
    to,
    subject,
    body,
    delivery: email.delivery,
    providerMessageId,
    automationId: null,
    automationName: null,
    runId: notification.id,
    createdAt: now.toISOString(),
  });
}
