/**
 * The `rel="next"` target of an RFC 8288 `Link` header, as Shopify, GitHub-style and WordPress APIs page with it:
 * `<https://…?page_info=abc>; rel="next", <https://…>; rel="previous"`.
 */
export function nextLink(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = part.match(/^\s*<([^>]*)>(.*)$/);
    if (!match) continue;
    const rels =
      match[2]!
        .match(/;\s*rel\s*=\s*"?([^";]+)"?/i)?.[1]
        ?.toLowerCase()
        .split(/\s+/) ?? [];
    if (rels.includes('next')) return match[1];
  }
  return undefined;
}
