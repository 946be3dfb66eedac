import { brandNameOf } from '../../data/branding/brand-in-force';
import { productNameFor } from '../../domain/branding/product-name';

/**
 * What a white-labelled workspace calls the product it uses: its display name, or nothing (a neutral name) when it set
 * none; undefined for a workspace that is not white-labelled, which sees BizPilot's own name. A module of its own, so
 * a route that only names the product (the API document) reads the table and nothing else.
 */
export async function whiteLabelNameOf(workspaceId: string): Promise<{ name: string | null } | undefined> {
  const { displayName, hideBizPilotName } = await brandNameOf(workspaceId);
  return hideBizPilotName ? { name: displayName } : undefined;
}

/** The product's name as the workspace's people see it (`productNameFor`), for a text that names it. */
export async function productNameOf(workspaceId: string): Promise<string | null> {
  return productNameFor(await brandNameOf(workspaceId));
}
