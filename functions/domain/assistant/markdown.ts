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

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
