/** The product's own name, which a white-labelled workspace's people never see. */
export const PRODUCT_NAME = 'BizPilot';

/**
 * What the product is called to a workspace's people: BizPilot; in a white-labelled workspace its display name, or
 * no name at all when it set none (the text then names nothing).
 */
export function productNameFor(brand: { displayName: string | null; hideBizPilotName: boolean }): string | null {
  return brand.hideBizPilotName ? brand.displayName : PRODUCT_NAME;
}
