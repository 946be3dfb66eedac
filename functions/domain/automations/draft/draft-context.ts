import type { Role } from '@shared/access/roles';
import type { IntegrationProviderId } from '@shared/catalog/integrations';

/** What a proposal may name: the workspace's people and connected apps, and who asks. */
export interface DraftContext {
  requesterUserId: string;
  members: readonly DraftMember[];
  employees: readonly DraftEmployee[];
  /** The workspace's active integrations. */
  integrations: readonly DraftIntegration[];
}

export interface DraftMember {
  userId: string;
  name: string;
  email: string;
  role: Role;
}

export interface DraftEmployee {
  id: string;
  name: string;
}

export interface DraftIntegration {
  id: string;
  provider: IntegrationProviderId;
}
