import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { updateBranding } from '../../services/branding/branding';

/** `PUT /api/workspace/branding {displayName?, accentColor?, hideBizPilotName?}`: answers the branding in force. */
export const handler = defineHandler(api.updateBranding, ({ session, body }) => updateBranding(session, body));
