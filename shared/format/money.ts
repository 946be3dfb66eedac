/**
 * US dollars as the screens and the analyst write them (spec §2: figures in US dollars). Whole dollars for summary
 * figures and sentences (`$12,341`), cents for transactions (`-$54.99`); a minus sign, never parentheses.
 */
let dollarFormats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

export function formatDollars(dollars: number, options: { cents?: boolean } = {}): string {
  // Made on first use: a process's first Intl formatter starts ICU (about 10 ms), and most modules that import this
  // one only convert cents, so a function that never writes a dollar figure should not pay for it at import.
  dollarFormats ??= {
    whole: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  };
  return options.cents ? dollarFormats.cents.format(dollars) : dollarFormats.whole.format(Math.round(dollars));
}

/** `12.5%`, `40%`: one decimal only when there is one. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Integer cents as the API's dollar figure (a number with at most two decimals; `amount` is negative for money out). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency as a person writes it: `$2,996.06` for US dollars, `€1,250.50`, `CA$10.00` (Intl's
 * symbols, US style). An unknown code is written after the amount (`12.00 XYZ`) instead of failing.
 */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === 'USD') return formatDollars(amount, { cents: true });
  let format = currencyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      return `${amount.toFixed(2)} ${code}`;
    }
    currencyFormats.set(code, format);
  }
  return format.format(amount);
}
