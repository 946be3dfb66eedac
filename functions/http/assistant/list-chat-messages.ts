import * as api from '@shared/api/contracts/assistant';
import { defineHandler } from '../../platform/http/define-handler';
import { chatHistory } from '../../services/assistant/assistant-history';

/** `GET /api/chat/messages?limit=&cursor=`: the latest 50 messages oldest first, and a cursor for older ones. */
export const handler = defineHandler(api.listChatMessages, async ({ session, query }) =>
  chatHistory(session.workspaceId, session.userId, query),
);
