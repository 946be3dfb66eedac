import type { CalendarDate } from '../calendar-date';

/**
 * Duplicate detection for imports. A transaction's fingerprint is its account, date, amount, normalised
 * description and its occurrence index among identical ones that day: uploading a statement twice, or two
 * statements that overlap, finds the same fingerprints and imports nothing twice, while two genuine identical
 * payments on one day (two coffees, two equal invoices) get indexes 0 and 1 and both stay.
 */
export interface FingerprintParts {
  accountId: string;
  date: CalendarDate;
  amountCents: number;
  description: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Case, punctuation and spacing differ between a bank's CSV, OFX and PDF of the same line; the words do not. */
export function normaliseDescription(description: string): string {
  // Most bank text is ASCII: skip Unicode decomposition (the costly step on a 100,000-row file) when it is.
  const text = PRINTABLE_ASCII.test(description) ? description : description.normalize('NFKD');
  return text
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Counts identical transactions within one import, in file order. */
export class OccurrenceCounter {
  private readonly seen = new Map<string, number>();

  next(parts: FingerprintParts): number {
    // A digest, not the text: a 100,000-row statement keeps one key per distinct row, and descriptions are long.
    const key = hash128(identity(parts));
    const index = this.seen.get(key) ?? 0;
    this.seen.set(key, index + 1);
    return index;
  }
}

/**
 * 22 URL-safe characters (128 bits): short enough to store beside every transaction. Fingerprints are only ever
 * compared within one account-day (a day page), so a well-mixed non-cryptographic hash is far from any collision
 * there, and the domain stays free of platform modules.
 */
export function transactionFingerprint(parts: FingerprintParts, occurrence: number): string {
  return hash128(`${identity(parts)}|${occurrence}`);
}

/** cyrb128 (public domain): four 32-bit lanes of multiply-xorshift mixing over the UTF-16 code units. */
function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // 128 bits as 22 base64url characters: 21 full sextets and the last 2 bits.
  let bits = 0n;
  for (const h of [h1, h2, h3, h4]) bits = (bits << 32n) | BigInt(h >>> 0);
  let out = '';
  for (let i = 0; i < 22; i++) {
    out += ALPHABET[Number(bits & 63n)]!;
    bits >>= 6n;
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const identity = (p: FingerprintParts) =>
  `${p.accountId}|${p.date}|${p.amountCents}|${normaliseDescription(p.description)}`;
