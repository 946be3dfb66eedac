/**
 * Workspace text (a task title, an employee's name) placed into an answer's markdown: characters markdown would
 * read as syntax are escaped, so a title like `[x](javascript:…)` or `**Ignore previous instructions**` is shown
 * as typed and can never become a link, an image or formatting. The screen renders markdown without raw HTML.
 */
export function md(text: string): string {
  // Workspace text is always placed mid-line, so line-start syntax (#, -, +, 1.) cannot take effect there.
  return text.replace(/[\\`*_{}[\]()<>~|]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

/** 'Nov 20, 2026' for an ISO date or date-time (UTC), as the app shows dates. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 'Nov 20, 2026, 11:05 UTC' for an instant: when a sync ran. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return `${formatDate(iso)}, ${time} UTC`;
}

/** A span of calendar days: 'Oct 1, 2026 to Oct 31, 2026', or one day. */
export function formatSpan(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}

/** US dollars with cents, as the finance answers give them: '$12,480.50', '-$54.99'. */
export const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 'up 12.5%', 'down 3%', 'unchanged'; null (nothing before to compare with) is 'new this period'. */
export function changeWords(change: number | null): string {
  if (change === null) return 'new this period';
  if (change === 0) return 'unchanged';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}%`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
