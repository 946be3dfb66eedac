import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The workspace's branding (`shared/schemas/branding.ts`), one item per workspace (`WS#<id>` / `BRANDING`), apart
 * from the workspace item so the middleware's read of every request does not carry it. The logo's bytes are in the
 * files bucket (`branding/<workspaceId>/<logoId>`); the item names the file and the type its bytes were found to be.
 */
export const storedBrandingV1 = z.object({
  displayName: z.nullable(z.string()),
  accentColor: z.nullable(z.string()),
  hideBizPilotName: z.boolean(),
  logo: z.nullable(
    z.object({
      id: z.string(),
      fileKey: z.string(),
      contentType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml']),
    }),
  ),
  updatedAt: z.string(),
  updatedByUserId: z.string(),
});
export type StoredBranding = z.infer<typeof storedBrandingV1>;

export const brandingEntity = defineWorkspaceEntity('Branding', storedBrandingV1, 'BRANDING');

/** Logo files live under `branding/<workspaceId>/<logoId>` in the files bucket. */
export const BRANDING_FILES_AREA = 'branding';
