import * as z from '@shared/zod';

/**
 * The two field schemas the app declares most often (text or null, number or null), built once. A schema is immutable,
 * so every field of that shape can share one instance, and a function builds two schemas at import where it built
 * one pair per field (bank links alone declare eight nullable texts).
 */
export const nullableString = z.nullable(z.string());
export const nullableNumber = z.nullable(z.number());
