import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { updateAiSettings } from '../../services/workspace/ai-settings';

/** `PUT /api/workspace/ai-settings {enabled?, instructions?, glossary?, goals?}`: answers the settings in force. */
export const handler = defineHandler(api.updateAiSettings, ({ session, body }) => updateAiSettings(session, body));
