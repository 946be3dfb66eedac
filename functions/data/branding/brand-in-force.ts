import { hasPlanFeature } from '@shared/billing/plan-features';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { getItems } from '../../platform/dynamodb/entity';
import { workspaceEntity } from '../workspace/workspaces';
import { brandingEntity, type StoredBranding } from './branding';

/**
 * The branding a workspace's screens, reports and emails carry: what it stored, while its plan includes 'Custom
 * branding'. On any other plan (a downgrade included) nothing stored applies, so BizPilot's own look comes back
 * without the settings being lost. Here, beside the entity, because the
 * settings, the reports and the automations' email port all read it.
 */
export async function brandingInForce(workspaceId: string): Promise<StoredBranding | undefined> {
  const [workspaceItem, brandingItem] = await getItems([
    workspaceEntity.keyOf({ workspaceId }),
    brandingEntity.keyOf({ workspaceId }),
  ]);
  const workspace = workspaceEntity.fromItem(workspaceItem);
  if (!workspace || !hasPlanFeature(workspace.subscriptionTier ?? DEFAULT_PLAN_TIER, 'branding')) return undefined;
  return brandingEntity.fromItem(brandingItem);
}

/** The name a report or an email names its sender by: the display name, else BizPilot's unless white-labelled. */
export interface BrandName {
  /** The workspace's display name, when it set one. */
  displayName: string | null;
  hideBizPilotName: boolean;
}

export async function brandNameOf(workspaceId: string): Promise<BrandName> {
  const branding = await brandingInForce(workspaceId);
  return { displayName: branding?.displayName ?? null, hideBizPilotName: branding?.hideBizPilotName ?? false };
}
