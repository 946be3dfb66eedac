/**
 * Money is integer cents everywhere in finance: amounts are parsed from text digit by digit (never through a float)
 * and summed as integers, so 0.1 + 0.2 never becomes 0.30000000000000004 on a statement.
 */
export type DecimalSeparator = '.' | ',';

/** How a bank marked the sign of an amount, when it did: the PDF parser needs to know which convention it saw. */
export type SignMarker = 'minus' | 'parentheses' | 'credit' | 'debit';

export interface ParsedMoney {
  /** Signed as written: minus, parentheses and `DR` make it negative; `CR` leaves it positive. */
  cents: number;
  marker: SignMarker | undefined;
}

const CURRENCY =
  /(?:US\$|S\$|A\$|C\$|NZ\$|HK\$|R\$|[$€£¥₹₩₽₪₺₫₴]|\b(?:USD|EUR|GBP|CAD|AUD|NZD|SGD|CHF|JPY|INR|SEK|NOK|DKK)\b)/gi;
/** A space, no-break space or apostrophe between digit groups (`1 234,56`, `1'234.56`), never one elsewhere. */
const THOUSANDS_GAP = /(?<=\d)[\s\u00a0\u202f'](?=\d{3}(?!\d))/g;

/**
 * Parses an amount as banks write it: `$1,234.56`, `-1,234.56`, `(1,234.56)`, `1,234.56-`, `1.234,56` (decimal
 * comma), `1 234,56`, `12.00 CR`, `45.10 DR`, `€-3,50`. Returns undefined for anything that is not exactly one
 * amount (a date, a word, two numbers), so a caller can tell "no amount" from "zero".
 */
export function parseMoney(raw: string, decimal: DecimalSeparator = '.'): ParsedMoney | undefined {
  let text = raw.trim();
  if (!text) return undefined;
  let negative = false;
  let marker: SignMarker | undefined;

  const suffix = /\s*\b(CR|DR|Cr|Dr|cr|dr)\.?$/.exec(text);
  if (suffix) {
    marker = suffix[1]!.toUpperCase() === 'CR' ? 'credit' : 'debit';
    negative = marker === 'debit';
    text = text.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(text)) {
    text = text.slice(1, -1).trim();
    negative = true;
    marker = 'parentheses';
  }
  text = text.replace(CURRENCY, '').trim();
  if (/^[-−–]/.test(text)) {
    text = text.slice(1).trim();
    negative = true;
    marker ??= 'minus';
  } else if (/^\+/.test(text)) {
    text = text.slice(1).trim();
  } else if (/[-−–]$/.test(text)) {
    text = text.slice(0, -1).trim();
    negative = true;
    marker ??= 'minus';
  }
  // A currency sign may sit between the minus and the digits (`-$5.00`, `$-5.00`): strip it again.
  text = text.replace(CURRENCY, '').trim().replace(THOUSANDS_GAP, '');
  const cents = digitsToCents(text, decimal);
  if (cents === undefined) return undefined;
  return { cents: negative && cents !== 0 ? -cents : cents, marker };
}

function digitsToCents(text: string, decimal: DecimalSeparator): number | undefined {
  const grouping = decimal === '.' ? ',' : '.';
  const pattern =
    decimal === '.' ? /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/ : /^(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d+))?$/;
  const match = pattern.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const whole = (match[1] ?? '0').split(grouping).join('');
  const fraction = match[2] ?? '';
  if (whole.length > 13) return undefined;
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  // Sub-cent digits (Plaid sends 23631.9805) round half up, on the digit, not on a float.
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1;
  return cents;
}

/**
 * Which decimal separator a file's amounts use, from samples of them: `12,50` and `1.234,56` say comma, `12.50` and
 * `1,234.56` say point. Undecidable samples (`1,234`, `12`) do not vote; with no votes the point wins.
 */
export function detectDecimalSeparator(samples: Iterable<string>): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const sample of samples) {
    const digits = sample.replace(CURRENCY, '').replace(THOUSANDS_GAP, '');
    const last = /[.,](\d+)\D*$/.exec(digits);
    if (!last) continue;
    const separator = digits[last.index];
    if (last[1]!.length === 3) {
      // `1,234` is a thousands group in a point file, `1.234` one in a comma file; only the mix decides.
      if (/\d\.\d{3},/.test(digits)) comma += 1;
      else if (/\d,\d{3}\./.test(digits)) point += 1;
      continue;
    }
    if (separator === ',') comma += 1;
    else point += 1;
  }
  return comma > point ? ',' : '.';
}
