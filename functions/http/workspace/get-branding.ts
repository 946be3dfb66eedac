import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { brandingSettingsOf } from '../../services/branding/branding';

/** `GET /api/workspace/branding`: the name, colours, white-label switch and logo URL the app applies. */
export const handler = defineHandler(api.getBranding, ({ session }) => brandingSettingsOf(session.workspaceId));
