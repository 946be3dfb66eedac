import * as api from '@shared/api/contracts/assistant';
import { defineHandler } from '../../platform/http/define-handler';
import { confirmChatAction } from '../../services/assistant/assistant-actions';

/** `POST /api/chat/actions/{id}/confirm`: the action, carried out once; 409 if cancelled or expired. */
export const handler = defineHandler(api.confirmChatAction, async ({ member, params }) =>
  confirmChatAction(member, params.id),
);
