import * as z from '@shared/zod';

/**
 * The claims of an OpenID Connect ID token that sign-in reads (OpenID Connect Core §2, §5.1): the subject, and the
 * person's email and names when the provider sends them. Cognito's tokens and a workspace's own provider's carry them
 * alike; each reader extends this with the few claims only it needs.
 */
export const standardClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
});
