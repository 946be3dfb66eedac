/**
 * A whole number with thousands separators as en-US writes it ('4,000'), without Intl: a process's first Intl call
 * starts ICU (about 10 ms), and the messages that use this are built when their module loads, in every function that
 * imports them.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}
