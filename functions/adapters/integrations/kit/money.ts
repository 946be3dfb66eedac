/**
 * Amounts arrive as decimal strings ("29.35"), JSON numbers (40.0) or integers in the currency's minor unit
 * (Stripe's 2935). Items store integer cents: hundredths of the currency's major unit, so that "$29.35" is 2935
 * and "¥500" is 50000, whatever the currency's own minor unit is. Decimal strings are converted without floating
 * point, so "0.1" + "0.2" style errors cannot creep into totals.
 */

/** ISO 4217 currencies whose minor unit is not 1/100: zero-decimal (JPY) and three-decimal (KWD). */
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

export function minorUnitDigits(currency: string): number {
  return MINOR_UNIT_DIGITS[currency.toUpperCase()] ?? 2;
}

/** "1,234.5" / "-29.35" / "40" → cents, rounding half away from zero beyond two decimals; `null` if not a number. */
export function decimalToCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim().replace(/,/g, '');
  const match = text.match(/^([+-])?(\d*)(?:\.(\d*))?$/);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** An amount in the currency's minor unit (Stripe, Square) → cents of its major unit. */
export function minorUnitsToCents(amount: number, currency: string): number {
  const digits = minorUnitDigits(currency);
  if (digits === 2) return Math.round(amount);
  if (digits < 2) return Math.round(amount * 10 ** (2 - digits));
  return Math.round(amount / 10 ** (digits - 2));
}

/** ISO 4217 code in upper case, or `null` when the provider gave none. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // toFixed avoids exponent notation (1e-7) and binary noise beyond the digits that matter (40.1 → "40.100000").
  return value.toFixed(6);
}
