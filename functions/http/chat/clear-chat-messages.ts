import * as api from '@shared/api/contracts/chat';
import { defineHandler } from '../../platform/http/define-handler';
import { clearChat } from '../../services/chat-history';

/** `DELETE /api/chat/messages`: 204; the conversation and its pending actions are gone. */
export const handler = defineHandler(api.clearChatMessages, async ({ session }) => {
  await clearChat(session.workspaceId, session.userId);
});
