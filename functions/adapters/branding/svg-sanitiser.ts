import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG logos through DOMPurify (on jsdom, the DOM it supports on a server) with its SVG profile, stricter still:
 * no `<foreignObject>`, no `<style>` (CSS can fetch), no link or `url()` that leaves the document. What it would
 * have to remove is a reason to refuse the file rather than to store a silently different one: a logo with a
 * script is not a logo someone meant to upload.
 */
export type SvgCheck = { ok: true; svg: string } | { ok: false; removed: string[] };

const LOCAL_REFERENCE = /^\s*#/;
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

export function sanitiseSvg(source: string): SvgCheck {
  const { window } = new JSDOM('');
  const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  const refused: string[] = [];
  const externalAttributes = new Set<string>();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const external =
      ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(data.attrValue)) ||
      EXTERNAL_URL.test(data.attrValue);
    if (external) {
      externalAttributes.add(data.attrName);
      refused.push(`the ${name} attribute (an external reference)`);
      data.keepAttr = false;
    }
  });
  const svg = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `<use>` draws a shape of the same document; the hook above refuses any other target.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'style'],
  });
  for (const removed of purify.removed) {
    // The HTML parser wraps the fragment in a <body> the SVG profile does not keep: not part of the file.
    if ('element' in removed) {
      if (removed.element.nodeName !== 'BODY') refused.push(`the <${removed.element.nodeName}> element`);
    } else if (removed.attribute && !externalAttributes.has(removed.attribute.name)) {
      refused.push(`the ${removed.attribute.name} attribute`);
    }
  }
  window.close();
  return refused.length ? { ok: false, removed: [...new Set(refused)] } : { ok: true, svg };
}
