import { describe, expect, it } from 'vitest';
import { hasSessionHint, settleSessionHint } from './session-hint';

/** A page as the first paint left it: the skeleton shown because the browser holds `cookie`. */
function firstPaint(cookie: string) {
  document.body.innerHTML = '<div id="shell-skeleton"></div><div id="root"></div>';
  document.documentElement.setAttribute('data-session-hint', '');
  const written: string[] = [];
  const doc = {
    getElementById: (id: string) => document.getElementById(id),
    documentElement: document.documentElement,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('the session hint of the first paint', () => {
  it('drops the skeleton and keeps the hint when the session check found a user', () => {
    const { doc, written } = firstPaint('theme=dark; __Host-signed-in=1');
    expect(hasSessionHint(doc)).toBe(true);
    settleSessionHint(doc, true);
    expect(document.getElementById('shell-skeleton')).toBeNull();
    expect(document.documentElement.hasAttribute('data-session-hint')).toBe(false);
    expect(written).toEqual([]);
  });

  it('shows the landing page and forgets a hint that turned out wrong', () => {
    const { doc, written } = firstPaint('__Host-signed-in=1');
    settleSessionHint(doc, false);
    expect(document.getElementById('shell-skeleton')).toBeNull();
    expect(document.documentElement.hasAttribute('data-session-hint')).toBe(false);
    expect(written).toEqual(['__Host-signed-in=; Path=/; Secure; SameSite=Lax; Max-Age=0']);
  });

  it('writes no cookie for a signed-out visitor without a hint', () => {
    const { doc, written } = firstPaint('theme=dark');
    expect(hasSessionHint(doc)).toBe(false);
    settleSessionHint(doc, false);
    expect(written).toEqual([]);
  });
});
