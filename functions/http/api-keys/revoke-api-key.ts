import * as api from '@shared/api/contracts/api-keys';
import { defineHandler } from '../../platform/http/define-handler';
import { revokeApiKey } from '../../services/api-keys/api-keys';

/** `DELETE /api/api-keys/{id}`: the key's next request is a 401. */
export const handler = defineHandler(api.revokeApiKey, async ({ member, params }) => {
  await revokeApiKey(member.workspaceId, params.id);
});
