import * as api from '@shared/api/contracts/assistant';
import { defineHandler } from '../../platform/http/define-handler';
import { cancelChatAction } from '../../services/assistant/assistant-actions';

/** `POST /api/chat/actions/{id}/cancel`: the action, withdrawn; 409 if it was already confirmed. */
export const handler = defineHandler(api.cancelChatAction, async ({ session, params }) =>
  cancelChatAction(session.workspaceId, params.id),
);
