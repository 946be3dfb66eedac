import * as z from '@shared/zod';

/**
 * The workspace's branding ('Custom branding' and 'White-label options' on the Elite card): the name and logo its
 * members see in the app, on reports and in the emails its automations send, and the accent colour of its screens.
 */

export const DISPLAY_NAME_MAX = 60;

export const accentColorSchema = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'The accent colour must be a hex colour like #1a5fb4'));

export const displayNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(DISPLAY_NAME_MAX, `The display name must be at most ${DISPLAY_NAME_MAX} characters`));

/** `GET /api/workspace/branding`: null fields are not set (the app shows its own name, colour and mark). */
export const brandingSchema = z.object({
  displayName: z.nullable(z.string()),
  accentColor: z.nullable(z.string()),
  /** The colour the app uses: the accent colour, darkened to the nearest shade white text is readable on. */
  appliedAccentColor: z.nullable(z.string()),
  hideBizPilotName: z.boolean(),
  /** Where the app loads the logo from (same origin, the session's workspace), or null without one. */
  logoUrl: z.nullable(z.string()),
});
export type Branding = z.infer<typeof brandingSchema>;

/** `PUT /api/workspace/branding`: what is left out keeps its value; null (or an empty name) clears a field. */
export const updateBrandingSchema = z.object({
  displayName: z.optional(z.nullable(displayNameSchema)),
  accentColor: z.optional(z.nullable(accentColorSchema)),
  hideBizPilotName: z.optional(z.boolean()),
});
export type BrandingChanges = z.infer<typeof updateBrandingSchema>;

/** Logo files: PNG, JPEG or SVG, at most 512 KB. */
export const MAX_LOGO_BYTES = 512 * 1024;
/** What an upload request may carry: the file and its multipart framing (a larger file is still read, to say so). */
export const MAX_LOGO_REQUEST_BYTES = 1024 * 1024;
export const logoTooLargeMessage = 'The logo is larger than 512 KB; choose a smaller file';
export const logoTypeMessage = 'The logo must be a PNG, JPEG or SVG image';

/** `GET /api/workspace/branding/logo?v=<logo id>`: `v` only makes each logo's URL its own, for caches. */
export const logoQuerySchema = z.object({ v: z.optional(z.string().check(z.maxLength(40))) });
