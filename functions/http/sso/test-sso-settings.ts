import * as api from '@shared/api/contracts/sso';
import { defineHandler } from '../../platform/http/define-handler';
import { testSsoSettings } from '../../services/sso/sso-settings';

/** `POST /api/workspace/sso/test`: `{ok, problems}` from a discovery with the saved settings. */
export const handler = defineHandler(api.testSsoSettings, ({ member }) => testSsoSettings(member.workspaceId));
