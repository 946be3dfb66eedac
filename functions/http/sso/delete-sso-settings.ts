import * as api from '@shared/api/contracts/sso';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteSsoSettings } from '../../services/sso/sso-settings';

/** `DELETE /api/workspace/sso`: passwords work for everyone again; 404 when there was none. */
export const handler = defineHandler(api.deleteSsoSettings, async ({ member }) => {
  await deleteSsoSettings(member.workspaceId);
});
