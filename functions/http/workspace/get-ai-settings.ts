import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { aiSettingsOf } from '../../services/workspace/ai-settings';

/** `GET /api/workspace/ai-settings`: whether AI is on, and the guidance it reads. */
export const handler = defineHandler(api.getAiSettings, ({ session }) => aiSettingsOf(session.workspaceId));
