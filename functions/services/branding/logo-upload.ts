import { logoTooLargeMessage, logoTypeMessage, MAX_LOGO_BYTES } from '@shared/schemas/branding';
import { BRANDING_FILES_AREA, brandingEntity } from '../../data/branding/branding';
import { LOGO_CONTENT_TYPES, logoTypeOf } from '../../domain/branding/logo-file';
import { PayloadTooLarge, ValidationFailed } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { newId } from '../../platform/ids';
import { fileStore, workspaceFileKey } from '../../platform/storage';
import { saveBranding, storedFields } from './branding';

/**
 * The logo upload and removal. The bytes decide what a file is (a PNG header on HTML is refused), an SVG must come
 * through the sanitiser untouched (one with a script, an event handler, a foreign object or an external reference is
 * refused, naming what), and the stored type is the one found, which is also the only type it is ever served as.
 */
async function checkedLogo(bytes: Uint8Array) {
  if (bytes.length > MAX_LOGO_BYTES) throw new PayloadTooLarge(MAX_LOGO_BYTES, logoTooLargeMessage);
  const type = logoTypeOf(bytes);
  if (!type) throw new ValidationFailed(logoTypeMessage);
  if (type !== 'svg') return { body: bytes, contentType: LOGO_CONTENT_TYPES[type] };
  // Loaded only for SVGs: the DOM it needs is the largest part of this route's bundle.
  const { sanitiseSvg } = await import('../../adapters/branding/svg-sanitiser');
  const check = sanitiseSvg(new TextDecoder().decode(bytes));
  if (!check.ok) {
    throw new ValidationFailed(
      `This SVG cannot be a logo: it has ${check.removed.join(', ')}. Export it again as a plain drawing, or upload a PNG`,
    );
  }
  return { body: check.svg, contentType: LOGO_CONTENT_TYPES.svg };
}

export async function uploadLogo(session: { workspaceId: string; userId: string }, file: UploadedFile) {
  const logo = await checkedLogo(file.bytes);
  const before = await brandingEntity.get({ workspaceId: session.workspaceId }, { consistent: true });
  const id = newId();
  const fileKey = workspaceFileKey(BRANDING_FILES_AREA, session.workspaceId, id);
  await fileStore().put(fileKey, logo.body, logo.contentType);
  const answer = await saveBranding(session, before, {
    ...storedFields(before),
    logo: { id, fileKey, contentType: logo.contentType },
  });
  // The old file goes once nothing names it; a crash before this leaves an unreachable file, never a broken logo.
  if (before?.logo) await fileStore().delete(before.logo.fileKey);
  return answer;
}

export async function deleteLogo(session: { workspaceId: string; userId: string }) {
  const before = await brandingEntity.get({ workspaceId: session.workspaceId }, { consistent: true });
  const answer = await saveBranding(session, before, { ...storedFields(before), logo: null });
  if (before?.logo) await fileStore().delete(before.logo.fileKey);
  return answer;
}
