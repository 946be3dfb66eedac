/**
 * Providers write dates in their own ways; items carry ISO 8601 (UTC). Each parser answers `null` for a value it
 * cannot read, so one odd record shows without a date instead of failing the whole sync.
 */

/** Any date-time JavaScript reads reliably (ISO 8601 with or without offset, RFC 2822). */
export function isoDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A calendar date ("2024-05-31") as midnight UTC, so it sorts with date-times and displays as that day. */
export function isoFromDateOnly(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return isoDateTime(value);
  return `${value}T00:00:00.000Z`;
}

/** Unix seconds (Stripe's `created`, Slack's `ts` "1512085950.000216"). */
export function isoFromUnixSeconds(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? new Date(Math.round(seconds * 1000)).toISOString() : null;
}

/** Microsoft JSON dates, as Xero's API writes them: "/Date(1539993600000+0000)/". */
export function isoFromMsJsonDate(value: string | null | undefined): string | null {
  const ms = value?.match(/^\/Date\((-?\d+)([+-]\d{4})?\)\/$/)?.[1];
  return ms ? new Date(Number(ms)).toISOString() : isoDateTime(value);
}

/** The calendar day (YYYY-MM-DD, UTC) of any date or date-time the parsers above read, e.g. an invoice's due day. */
export function isoDay(value: string | null | undefined): string | null {
  return isoFromDateOnly(value)?.slice(0, 10) ?? null;
}

/** Later of two ISO instants (either may be missing): the high-water mark of an updated-since cursor. */
export function laterOf(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
