/**
 * What a logo file really is, from its bytes (never from the name or the type the browser claims): a PNG whose chunks
 * run from the signature to IEND, a JPEG from its start to its end marker, or an SVG document. Anything else —
 * HTML behind a PNG signature included — is not a logo.
 */
export type LogoType = 'png' | 'jpeg' | 'svg';

export const LOGO_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const satisfies Record<LogoType, string>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || (first && (type !== 'IHDR' || length !== 13))) return false;
    offset += 12 + length;
    if (offset > bytes.length) return false;
    if (type === 'IEND') return offset === bytes.length;
    first = false;
  }
  return false;
}

function isJpeg(bytes: Uint8Array): boolean {
  const n = bytes.length;
  return (
    n > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[n - 2] === 0xff &&
    bytes[n - 1] === 0xd9
  );
}

/** An SVG document: UTF-8 text whose root element, after any XML declaration, comments and doctype, is `<svg`. */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const prolog = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE svg[^>[]*>)\s*)*<svg[\s>]/i;
  return prolog.test(text);
}

export function logoTypeOf(bytes: Uint8Array): LogoType | undefined {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}
