import * as z from '@shared/zod';
import {
  type ConnectField,
  integrationAuthTypes,
  integrationProvider,
  isIntegrationProviderId,
} from '../../catalog/integrations';

const authTypeLabel = { api_key: 'an API key', oauth2: 'OAuth' } as const;
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => value || undefined),
  );

/** A URL an `apiUrl` may be: http(s), no spaces; whether its address is allowed is the server's SSRF rule. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a connect request fills one of the provider's fields (HubSpot's token may come in either secret field). */
function filled(
  input: { provider: string; apiKey?: string; apiSecret?: string; apiUrl?: string; accountId?: string },
  field: ConnectField,
) {
  if (input[field.key]) return true;
  return field.key === 'apiSecret' && input.provider === 'hubspot' && Boolean(input.apiKey);
}

export const createIntegrationInputSchema = z
  .object({
    provider: z.string().check(z.trim(), z.minLength(1, 'Provider is required')),
    /** Shown on the card; the provider's name when left empty. */
    name: optionalText(100),
    authType: z.enum(integrationAuthTypes, { message: 'Auth type must be oauth2 or api_key' }),
    apiKey: optionalText(4096),
    apiSecret: optionalText(4096),
    /** The API's base URL; built from the provider's default when left empty (§5). */
    apiUrl: optionalText(2048),
    accountId: optionalText(200),
    /** Locally only: connect to the provider sandbox, which fills the URL and keys. */
    sandbox: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (!isIntegrationProviderId(input.provider)) {
        ctx.addIssue({ code: 'custom', path: ['provider'], message: `Unknown provider "${input.provider}"` });
        return;
      }
      const provider = integrationProvider(input.provider);
      if (input.authType !== provider.authType) {
        ctx.addIssue({
          code: 'custom',
          path: ['authType'],
          message: `${provider.name} connects with ${authTypeLabel[provider.authType]}, not ${authTypeLabel[input.authType]}`,
        });
      }
      if (input.apiUrl && !isHttpUrl(input.apiUrl)) {
        ctx.addIssue({ code: 'custom', path: ['apiUrl'], message: 'API URL must be a web address such as https://…' });
      }
      if (input.sandbox) return;
      for (const field of provider.fields) {
        if (field.required && !filled(input, field)) {
          ctx.addIssue({ code: 'custom', path: [field.key], message: `${field.label} is required` });
        }
      }
    }),
  );
export type CreateIntegrationInput = z.input<typeof createIntegrationInputSchema>;

/** Where the OAuth start sends the user back to, and what the dialog filled in besides the redirect. */
export const oauthStartQuerySchema = z.object({
  name: optionalText(100),
  accountId: optionalText(200),
});

/**
 * The state is ours (32 base64url characters from the start) and becomes part of a table key, which DynamoDB caps at
 * 1,024 bytes: anything longer or of other characters cannot be a state we issued, so it is a 400 here.
 */
export const oauthCallbackQuerySchema = z.looseObject({
  state: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/)),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(1000))),
});
