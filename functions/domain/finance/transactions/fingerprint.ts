import { createHash } from 'node:crypto';
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
    const key = createHash('sha1').update(identity(parts)).digest('base64');
    const index = this.seen.get(key) ?? 0;
    this.seen.set(key, index + 1);
    return index;
  }
}

/** 22 URL-safe characters (132 bits of SHA-256): short enough for a sort key, far from any collision. */
export function transactionFingerprint(parts: FingerprintParts, occurrence: number): string {
  return createHash('sha256')
    .update(`${identity(parts)}|${occurrence}`)
    .digest('base64url')
    .slice(0, 22);
}

const identity = (p: FingerprintParts) =>
  `${p.accountId}|${p.date}|${p.amountCents}|${normaliseDescription(p.description)}`;
