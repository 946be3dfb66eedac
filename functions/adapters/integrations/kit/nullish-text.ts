import * as z from 'zod';

type NullishText = z.ZodOptional<z.ZodNullable<z.ZodString>>;

/**
 * The text fields of a provider's record that it may leave out or send as `null` (a CRM's empty Phone or Lead
 * Source), by name, for spreading into the record's schema beside the fields it always sends.
 */
export function nullishText<const Name extends string>(...names: Name[]): { [N in Name]: NullishText } {
  return Object.fromEntries(names.map((name) => [name, z.string().nullable().optional()])) as {
    [N in Name]: NullishText;
  };
}
