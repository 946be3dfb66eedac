import { useEffect } from 'react';
import { ACCENT_VARIABLE, brandNameOf, useBranding } from '../../lib/branding';

const DEFAULT_FAVICON = '/favicon.svg';
/** Left when white-labelled without a display name: a title must say something, and this names no product. */
const NEUTRAL_TITLE = 'Workspace';

/**
 * Applies the workspace's branding to what lies outside React's tree: the accent colour (a CSS variable the theme's
 * tokens read), the browser title and the favicon. Rendered once by the signed-in shell; undone when it unmounts
 * (signing out, a signed-out page).
 */
export function BrandingEffects() {
  const { data } = useBranding();
  const accent = data?.appliedAccentColor ?? null;
  const title = data ? (brandNameOf(data) ?? NEUTRAL_TITLE) : null;
  const logoUrl = data?.logoUrl ?? null;

  useEffect(() => {
    const root = document.documentElement.style;
    if (accent) root.setProperty(ACCENT_VARIABLE, accent);
    else root.removeProperty(ACCENT_VARIABLE);
    return () => {
      root.removeProperty(ACCENT_VARIABLE);
    };
  }, [accent]);

  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) return;
    icon.href = logoUrl ?? DEFAULT_FAVICON;
    icon.type = '';
    return () => {
      icon.href = DEFAULT_FAVICON;
      icon.type = 'image/svg+xml';
    };
  }, [logoUrl]);

  return null;
}
