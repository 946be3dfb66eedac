import * as z from '@shared/zod';

/**
 * What the app tells members about, one entry per kind: the label the notification settings show, what it is about,
 * and whether it is also emailed until the member says otherwise. A feature that notifies names one of these kinds
 * (`notify` in `functions/services/notifications/notify.ts`); a new kind is one entry here.
 *
 * Emailed by default: what needs someone to act soon (a failing automation, low cash, a disabled webhook). Not
 * emailed by default: what the member asked for and is waiting for on screen (an export), or news (a new member).
 */
export const notificationKinds = {
  automation_failed: {
    label: 'Automation failures',
    description: 'An automation failed after its last retry, or paused itself after failing again and again',
    emailByDefault: true,
  },
  cash_low: {
    label: 'Low cash',
    description: 'The cash forecast falls below the level you set',
    emailByDefault: true,
  },
  export_ready: {
    label: 'Exports ready',
    description: 'A data export you started in the background is ready to download',
    emailByDefault: false,
  },
  webhook_disabled: {
    label: 'Webhooks disabled',
    description: 'A webhook kept failing and was switched off',
    emailByDefault: true,
  },
  automation_message: {
    label: 'Automation messages',
    description: 'A message an automation’s “Notify members” step sends you',
    emailByDefault: false,
  },
  member_joined: {
    label: 'New members',
    description: 'Someone accepted an invitation and joined the workspace',
    emailByDefault: false,
  },
} as const satisfies Record<string, { label: string; description: string; emailByDefault: boolean }>;

export type NotificationKind = keyof typeof notificationKinds;
export const notificationKindNames = Object.keys(notificationKinds) as NotificationKind[];
export const notificationKindSchema = z.enum(notificationKindNames as [NotificationKind, ...NotificationKind[]]);

/** Notifications are kept 90 days (the table's TTL), read or not: long enough to find last quarter's notices. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** Whether a member gets `kind` by email: their choice when they made one, else the kind's default. */
export function emailsKind(choices: Readonly<Record<string, boolean>>, kind: NotificationKind): boolean {
  return choices[kind] ?? notificationKinds[kind].emailByDefault;
}
