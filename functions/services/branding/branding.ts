import type { Branding, BrandingChanges } from '@shared/schemas/branding';
import { brandingInForce } from '../../data/branding/brand-in-force';
import { brandingEntity, type StoredBranding } from '../../data/branding/branding';
import { changedFields } from '../../domain/audit/changes';
import { readableAccent } from '../../domain/branding/accent-contrast';
import { NotFound } from '../../platform/errors';
import { fileStore } from '../../platform/storage';
import { auditSettingsChange } from '../workspace/settings-audit';

/** Settings → Branding: what is stored, as the app applies it, and its changes (the logo's are `logo-upload.ts`). */

/** The app's own route for the logo; `v` changes with every logo, so a browser never shows a replaced one. */
const logoUrlOf = (logo: NonNullable<StoredBranding['logo']>) => `/api/workspace/branding/logo?v=${logo.id}`;

export function brandingOf(stored: StoredBranding | undefined): Branding {
  const accentColor = stored?.accentColor ?? null;
  return {
    displayName: stored?.displayName ?? null,
    accentColor,
    appliedAccentColor: accentColor ? readableAccent(accentColor) : null,
    hideBizPilotName: stored?.hideBizPilotName ?? false,
    logoUrl: stored?.logo ? logoUrlOf(stored.logo) : null,
  };
}

export async function brandingSettingsOf(workspaceId: string): Promise<Branding> {
  return brandingOf(await brandingInForce(workspaceId));
}

/** Stores `next` (a full item) and records what changed for the audit log. */
export async function saveBranding(
  { workspaceId, userId }: { workspaceId: string; userId: string },
  before: StoredBranding | undefined,
  next: Omit<StoredBranding, 'updatedAt' | 'updatedByUserId'>,
  now = new Date(),
): Promise<Branding> {
  await brandingEntity.put({ workspaceId, ...next, updatedAt: now.toISOString(), updatedByUserId: userId });
  const after = brandingOf({ ...next, updatedAt: '', updatedByUserId: userId });
  const { logoUrl: _before, ...beforeFields } = brandingOf(before);
  const { logoUrl: _after, ...afterFields } = after;
  const changed = changedFields(
    { ...beforeFields, logo: before?.logo ? 'set' : 'none' },
    { ...afterFields, logo: next.logo ? 'set' : 'none' },
  );
  await auditSettingsChange(workspaceId, { id: 'branding', label: 'Branding' }, changed);
  return after;
}

/** A workspace that never set anything. */
export const NOTHING_SET = { displayName: null, accentColor: null, hideBizPilotName: false, logo: null } as const;

/** The settings of a stored item, without who changed them last. */
export function storedFields(
  stored: StoredBranding | undefined,
): Omit<StoredBranding, 'updatedAt' | 'updatedByUserId'> {
  if (!stored) return { ...NOTHING_SET };
  const { updatedAt: _at, updatedByUserId: _by, ...fields } = stored;
  return fields;
}

/** `PUT /api/workspace/branding`: the fields sent; an empty name or a null clears one. */
export async function updateBranding(
  session: { workspaceId: string; userId: string },
  changes: BrandingChanges,
): Promise<Branding> {
  const before = await brandingEntity.get({ workspaceId: session.workspaceId }, { consistent: true });
  const current = storedFields(before);
  const displayName = changes.displayName === undefined ? current.displayName : changes.displayName || null;
  return saveBranding(session, before, {
    ...current,
    displayName,
    accentColor: changes.accentColor === undefined ? current.accentColor : (changes.accentColor?.toLowerCase() ?? null),
    hideBizPilotName: changes.hideBizPilotName ?? current.hideBizPilotName,
  });
}

/** `GET /api/workspace/branding/logo`: the stored bytes and the type they were found to be. */
export async function logoFileOf(workspaceId: string): Promise<{ body: Buffer; contentType: string }> {
  const logo = (await brandingInForce(workspaceId))?.logo;
  const file = logo ? await fileStore().get(logo.fileKey) : undefined;
  if (!logo || !file) throw new NotFound('This workspace has no logo; upload one at Settings → Branding');
  return { body: file.body, contentType: logo.contentType };
}
