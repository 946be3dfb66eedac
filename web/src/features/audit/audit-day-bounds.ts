/**
 * A date input's day as the audit API's inclusive bound: from its first to its last millisecond in the browser's time
 * zone, the zone the entries' times are shown in. (UTC days would leave out an evening entry shown on the chosen day.)
 */
export function dayBound(day: string, end: boolean): string | undefined {
  // A date-time without an offset is read as local time.
  return day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString() : undefined;
}
