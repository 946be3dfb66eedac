import type { ScheduleTriggerConfig } from '@shared/schemas/automation';
import { Cron } from 'croner';

/**
 * When a `schedule` automation fires: every day, weekday, week on a day or month on a day, at HH:MM on the
 * workspace's wall clock. Croner does the zone arithmetic: across a DST change the schedule keeps its wall-clock time
 * (08:00 stays 08:00); a time the spring-forward skips (02:30 in New York on the second Sunday of March) fires when the
 * clock resumes (03:30), and a time the fall-back repeats fires once, the first time.
 */
export function scheduleCron(config: ScheduleTriggerConfig): string {
  const [hour, minute] = config.at.split(':').map(Number);
  const time = `${minute} ${hour}`;
  switch (config.every) {
    case 'day':
      return `${time} * * *`;
    case 'weekday':
      return `${time} * * 1-5`;
    case 'week':
      return `${time} * * ${config.dayOfWeek ?? 1}`;
    case 'month':
      return `${time} ${config.dayOfMonth ?? 1} * *`;
  }
}

/** The first time the schedule fires strictly after `after`. */
export function nextOccurrence(config: ScheduleTriggerConfig, after: Date, timeZone: string): Date {
  const next = new Cron(scheduleCron(config), { timezone: timeZone }).nextRun(after);
  // Every schedule this config describes fires at least once a month, so there is always a next run.
  if (!next) throw new Error(`The schedule ${scheduleCron(config)} has no next run after ${after.toISOString()}`);
  return next;
}

/**
 * The occurrence due at `now`: the one in the last `windowMs` (the scheduled job runs every minute; the window lets a
 * late or missed tick still fire it), or null. A tick that finds the same occurrence again makes the same event id
 * (`scheduleEventId`), and a run is keyed by its event, so an occurrence runs once however many ticks see it.
 */
export function dueOccurrence(
  config: ScheduleTriggerConfig,
  timeZone: string,
  now: Date,
  windowMs: number,
): Date | null {
  const next = nextOccurrence(config, new Date(now.getTime() - windowMs), timeZone);
  return next.getTime() <= now.getTime() ? next : null;
}

/** The business event id of one occurrence of one automation's schedule. */
export const scheduleEventId = (automationId: string, occurrence: Date) =>
  `sched_${automationId}_${Math.floor(occurrence.getTime() / 1000)}`;
