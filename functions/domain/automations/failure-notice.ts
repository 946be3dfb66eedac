import type { NotificationKind } from '@shared/catalog/notification-kinds';

export interface FailedToday {
  automationName: string;
  /** Runs of the automation that failed today, this one included. */
  failedToday: number;
  /** The failed run the notice opens. */
  runId: string;
  error: string | null;
  /** Why the automation switched itself off, when this failure did that; null otherwise. */
  pausedReason: string | null;
}

/**
 * The one notice a day of an automation's failed runs ('3 runs of “X” failed today'), opening the last failed run.
 * Said again, with the new count, each time another run fails the same day; a pause says so in its title and why.
 */
export function failureNotice(day: FailedToday): {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
} {
  const name = `“${day.automationName}”`;
  const runs = day.failedToday === 1 ? '1 run' : `${day.failedToday} runs`;
  const error = day.error ? ` The last error: ${day.error.replace(/\.?$/, '.')}` : '';
  const paused = day.pausedReason ? ` ${day.pausedReason}` : '';
  return {
    kind: 'automation_failed',
    title: day.pausedReason ? `Automation ${name} paused itself` : `Automation ${name} failed`,
    body: `${runs} of ${name} failed today.${error}${paused}`,
    link: `/automations/runs/${day.runId}`,
  };
}
