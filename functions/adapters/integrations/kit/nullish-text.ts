import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';

type NullishText = z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString>>;

/**
 * The text fields of a provider's record that it may leave out or send as `null` (a CRM's empty Phone or Lead
 * Source), by name, for spreading into the record's schema beside the fields it always sends.
 */
export function nullishText<const Name extends string>(...names: Name[]): { [N in Name]: NullishText } {
  return Object.fromEntries(names.map((name) => [name, z.optional(nullableString)])) as {
    [N in Name]: NullishText;
  };
}
