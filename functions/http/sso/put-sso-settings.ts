import * as api from '@shared/api/contracts/sso';
import { defineHandler } from '../../platform/http/define-handler';
import { putSsoSettings } from '../../services/sso/sso-settings';

/** `PUT /api/workspace/sso`: 400 for a private or plain-http issuer or a public email domain, 409 for a taken domain. */
export const handler = defineHandler(api.putSsoSettings, ({ member, body }) =>
  putSsoSettings(member.workspaceId, body),
);
