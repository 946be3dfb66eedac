/** Digits with optional thousands separators ('58,000' but not '5,80,00') and decimals; a sign in front. */
const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d*)(\.\d+)?$/;

/**
 * A number field's text as a number: empty means none (null); anything that is not a number is NaN, which the
 * shared schemas refuse with their own message ('Salary must be a number of at least 0').
 */
export function parseNumberOrEmpty(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!NUMBER_TEXT.test(trimmed) || !/\d/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replaceAll(',', ''));
}

/** A dollar amount as people write it: '58,000', '$58,000.50', '$ 45'. */
export function parseMoney(text: string): number | null {
  return parseNumberOrEmpty(text.trim().replace(/^([+-]?)\$\s*/, '$1'));
}
