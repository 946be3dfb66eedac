/**
 * US dollars as the screens and the analyst write them (spec §2: figures in US dollars). Whole dollars for summary
 * figures and sentences (`$12,341`), cents for transactions (`-$54.99`); a minus sign, never parentheses.
 */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDollars(dollars: number, options: { cents?: boolean } = {}): string {
  return options.cents ? withCents.format(dollars) : wholeDollars.format(Math.round(dollars));
}

/** `12.5%`, `40%`: one decimal only when there is one. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Integer cents as the API's dollar figure (a number with at most two decimals; `amount` is negative for money out). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
