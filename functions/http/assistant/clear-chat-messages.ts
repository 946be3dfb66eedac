import * as api from '@shared/api/contracts/assistant';
import { defineHandler } from '../../platform/http/define-handler';
import { clearChat } from '../../services/assistant/assistant-history';

/** `DELETE /api/chat/messages`: 204; the conversation and its pending actions are gone. */
export const handler = defineHandler(api.clearChatMessages, async ({ session }) => {
  await clearChat(session.workspaceId, session.userId);
});
