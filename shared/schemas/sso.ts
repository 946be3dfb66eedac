import * as z from '@shared/zod';
import { publicEmailDomains } from '../security/public-email-domains';
import { emailSchema } from './auth';
import { safeReturnToField } from './return-to';

/** How long an SSO session lasts unless the owner says otherwise: removal at the identity provider holds within it. */
export const DEFAULT_SSO_SESSION_HOURS = 12;

/** The roles single sign-on may give a person it signs in for the first time. */
export const ssoDefaultRoles = ['member', 'viewer'] as const;

/** A host name of at least two labels: `shop.example`, `mail.shop.co.uk`. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

const allowedDomainSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(253)),
  z.string().check(
    z.regex(DOMAIN, { error: 'Each allowed domain must be a domain name such as yourshop.com' }),
    z.refine((domain) => !publicEmailDomains.has(domain), {
      error:
        'Public email domains (gmail.com, outlook.com, …) cannot be allowed domains: anyone can have an address there',
    }),
  ),
);

/** What the owner sets at Settings → Security. */
export const ssoSettingsRequestSchema = z.object({
  issuerUrl: z
    .url({ error: 'The issuer URL must be a full URL such as https://accounts.google.com' })
    .check(z.maxLength(500)),
  clientId: z.string().check(z.trim(), z.minLength(1, { error: 'The client id is required' }), z.maxLength(500)),
  /** Omitted (or empty) keeps the stored secret; required the first time. */
  clientSecret: z.optional(z.string().check(z.maxLength(2000))),
  allowedDomains: z
    .array(allowedDomainSchema)
    .check(
      z.minLength(1, { error: 'Name at least one allowed email domain' }),
      z.maxLength(20, { error: 'At most 20 allowed domains' }),
    ),
  defaultRole: z.enum(ssoDefaultRoles, { error: 'New people get the member or the viewer role' }),
  requireSso: z.boolean(),
  /** How long a session started by single sign-on lasts, in hours. */
  sessionHours: z._default(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, { error: 'Sessions last at least 1 hour' }),
        z.lte(24, { error: 'Sessions last at most 24 hours' }),
      ),
    DEFAULT_SSO_SESSION_HOURS,
  ),
});
export type SsoSettingsRequest = z.infer<typeof ssoSettingsRequestSchema>;
/** What a client sends: `sessionHours` may be left out. */
export type SsoSettingsInput = z.input<typeof ssoSettingsRequestSchema>;

/** The settings as the screen shows them: never the secret, only whether one is stored. */
export const ssoSettingsSchema = z.object({
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  defaultRole: z.enum(ssoDefaultRoles),
  requireSso: z.boolean(),
  sessionHours: z.number(),
  /** Where the identity provider must send people back (its 'redirect URI'). */
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
/** `GET /api/workspace/sso`: the settings, or `null` while none is set up. */
export const ssoSettingsOrNoneSchema = z.nullable(ssoSettingsSchema);

/** `POST /api/workspace/sso/test`: a discovery against the saved settings, and what is wrong, in words. */
export const ssoTestResultSchema = z.object({ ok: z.boolean(), problems: z.array(z.string()) });
export type SsoTestResult = z.infer<typeof ssoTestResultSchema>;

export const ssoStartQuerySchema = z.object({ email: emailSchema, returnTo: safeReturnToField });

/**
 * Why an SSO sign-in came back to the sign-in page. Only these codes travel in the URL; the page says the words, so
 * a crafted link cannot put its own text on the sign-in page.
 */
export const ssoFailureReasons = {
  expired: 'The sign-in attempt expired or was started in another browser. Start again.',
  refused: 'Your identity provider did not sign you in.',
  'not-verified': 'Your identity provider did not confirm your email address, so single sign-on cannot use it.',
  'wrong-domain': "Your email address is not in a domain this workspace's single sign-on allows.",
  'no-seat': 'The workspace has no free seat for you: ask its owner to upgrade the plan or free a seat.',
  invalid: 'The answer of your identity provider could not be verified. Ask the workspace owner to check its settings.',
  'token-expired':
    "Your identity provider's answer had already expired when it arrived (check the clocks of its servers). Try again.",
  unavailable: 'Single sign-on is not set up, or the identity provider could not be reached. Try again later.',
} as const;
export type SsoFailureReason = keyof typeof ssoFailureReasons;

export const ssoSignInPageQuerySchema = z.object({
  error: z.catch(
    z.optional(z.enum(Object.keys(ssoFailureReasons) as [SsoFailureReason, ...SsoFailureReason[]])),
    undefined,
  ),
  returnTo: safeReturnToField,
});

/**
 * What the identity provider sends back. Every field is optional: a broken answer still reaches the handler, which
 * sends the browser to the sign-in page with the reason instead of a validation error.
 */
export const ssoCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(512))),
});
