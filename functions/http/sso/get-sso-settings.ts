import * as api from '@shared/api/contracts/sso';
import { defineHandler } from '../../platform/http/define-handler';
import { getSsoSettings } from '../../services/sso/sso-settings';

/** `GET /api/workspace/sso`: the settings without the secret; 404 when none. */
export const handler = defineHandler(api.getSsoSettings, ({ member }) => getSsoSettings(member.workspaceId));
