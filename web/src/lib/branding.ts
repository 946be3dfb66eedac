import type { Branding } from '@shared/schemas/branding';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '../components/brand-logo';
import { routeQueryOptions } from './api-query';

/** The branding every member's app applies (all null on a plan without 'Custom branding'). */
export const useBranding = () => useQuery(routeQueryOptions('getBranding'));

/**
 * The name the signed-in app goes by: the workspace's display name; else BizPilot's, unless the workspace is
 * white-labelled, when it goes by no product name at all (`null`).
 */
export function brandNameOf(branding: Branding | undefined): string | null {
  if (branding?.displayName) return branding.displayName;
  return branding?.hideBizPilotName ? null : PRODUCT_NAME;
}

/** `brandNameOf` the workspace's branding: for every text of the signed-in app that names the product. */
export function useBrandName(): string | null {
  const { data } = useBranding();
  return brandNameOf(data);
}

/** The CSS variable the theme's accent tokens read (`web/src/theme/system.ts`), set on the page's root. */
export const ACCENT_VARIABLE = '--brand-accent';
