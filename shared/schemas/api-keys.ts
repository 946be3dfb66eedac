import { apiScopeSchema } from '@shared/access/api-scopes';
import * as z from '@shared/zod';
import { nullableString } from './nullable';
import { requiredText } from './required-text';

/** Days a key lives unless its creator says otherwise, and the most they may say (owners may also say never). */
export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;

/** `POST /api/api-keys`: `expiresInDays` defaults to 90; `null` is a key that never expires (owners only). */
export const createApiKeySchema = z.object({
  name: requiredText(100, { required: 'Give the key a name', tooLong: 'The name must be at most 100 characters' }),
  scopes: z
    .array(apiScopeSchema)
    .check(z.minLength(1, 'Choose at least one scope'), z.maxLength(20, 'At most 20 scopes')),
  expiresInDays: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.int('Expiry must be a whole number of days'),
          z.gte(1, 'Expiry must be at least 1 day'),
          z.lte(API_KEY_MAX_DAYS, `Expiry must be at most ${API_KEY_MAX_DAYS} days`),
        ),
    ),
  ),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** A key as the list shows it: never the key itself, only its first characters (`prefix`) to recognise it by. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiScopeSchema),
  /** The user id of the member who created it: the key never does more than their role allows. */
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: nullableString,
  /** `null`: never expires. */
  expiresAt: nullableString,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a create: the only time `key` (`bp_live_…`) is ever shown. */
export const createdApiKeySchema = z.extend(
  z.pick(apiKeySchema, { id: true, name: true, prefix: true, scopes: true, expiresAt: true }),
  { key: z.string() },
);
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema);
