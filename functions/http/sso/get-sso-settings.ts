import * as api from '@shared/api/contracts/sso';
import { defineHandler } from '../../platform/http/define-handler';
import { getSsoSettings } from '../../services/sso/sso-settings';

/** `GET /api/workspace/sso`: the settings without the secret; `null` when none. */
export const handler = defineHandler(api.getSsoSettings, ({ member }) => getSsoSettings(member.workspaceId));
