/**
 * Chart labels in US short form, read from the calendar date itself (`YYYY-MM-DD`) so they never shift with the
 * reader's time zone: a day 'Nov 22', a week 'Nov 16–22' (or 'Oct 27–Nov 2' across months), a month 'Nov 2026'.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parts(date: string): { year: number; month: string; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

export function dayLabel(date: string): string {
  const { month, day } = parts(date);
  return `${month} ${day}`;
}

/** A span of days, with an en dash; the month is written again only when it changes. */
export function spanLabel(from: string, to: string): string {
  if (from === to) return dayLabel(from);
  const start = parts(from);
  const end = parts(to);
  return start.month === end.month ? `${dayLabel(from)}–${end.day}` : `${dayLabel(from)}–${dayLabel(to)}`;
}

export function monthLabel(date: string): string {
  const { year, month } = parts(date);
  return `${month} ${year}`;
}

/** 'Nov 22, 2026': a range's ends in the report and the hint under the cards. */
export function longDayLabel(date: string): string {
  const { year } = parts(date);
  return `${dayLabel(date)}, ${year}`;
}
