import * as api from '@shared/api/contracts/assistant';
import { defineHandler } from '../../platform/http/define-handler';
import { sendChatMessage } from '../../services/assistant/assistant-send';

/** `POST /api/chat/send {content}`: the stored message and the assistant's answer; 402 at the plan's limit. */
export const handler = defineHandler(api.sendChatMessage, async ({ member, body, workspaceItem }) =>
  sendChatMessage(member, body.content, { workspaceItem }),
);
