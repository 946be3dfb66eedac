import { integrationProviderIds } from '@shared/catalog/integrations';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * An OAuth round trip under way: `WS#<workspaceId>` / `OAUTHSTATE#<state>`, expiring after 10 minutes. The state is
 * looked up in the signed-in user's own workspace and deleted when used, so a callback is accepted once, and only in
 * the session that started it.
 */
export const integrationOAuthStateEntity = defineWorkspaceEntity(
  'IntegrationOAuthState',
  z.object({
    state: z.string(),
    provider: z.enum(integrationProviderIds),
    userId: z.string(),
    codeVerifier: z.string(),
    name: nullableString,
    accountId: nullableString,
    createdAt: z.string(),
  }),
  'OAUTHSTATE#{state}',
  { expires: true },
);
