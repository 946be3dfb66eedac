import * as z from '@shared/zod';

/**
 * A finite number in `[min, max]` with at most `decimals` decimal places, all reported with one message. DynamoDB
 * stores 38 significant digits between 1e-130 and 1e126: an unbounded `z.number()` lets 1e-200 through to a 500.
 * Decimal places are counted on the shortest round-trip text (`0.1 + 0.2` has 17, `1e-7` has 7).
 */
export function boundedNumber(options: { min: number; max: number; decimals: number; message: string }) {
  const { min, max, decimals, message } = options;
  return z.number({ error: message }).check(
    z.gte(min, { error: message }),
    z.lte(max, { error: message }),
    z.refine((value) => decimalPlaces(value) <= decimals, { error: message }),
  );
}

export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Money: cents at most. */
export const MONEY_DECIMALS = 2;
/** Scores (competencies, performance): 0–100, hundredths at most. */
export const SCORE_DECIMALS = 2;
