import {
  chatActionSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
} from '../../schemas/assistant';
import { idParamsSchema } from '../../schemas/id-params';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('assistant');

/** The signed-in user's conversation: the latest 50 messages oldest first, and a cursor for the older ones. */
export const listChatMessages = /* @__PURE__ */ defineRoute({
  id: 'listChatMessages',
  method: 'GET',
  path: '/api/chat/messages',
  auth: 'session',
  permission: 'assistant.use',
  query: chatHistoryQuerySchema,
  response: chatHistorySchema,
});

/**
 * Stores the message, answers it (OpenAI with the workspace's tools when configured, else the built-in assistant)
 * and returns both messages. 402 once the plan's monthly AI messages are used.
 */
export const sendChatMessage = /* @__PURE__ */ defineRoute({
  id: 'sendChatMessage',
  method: 'POST',
  path: '/api/chat/send',
  auth: 'session',
  permission: 'assistant.use',
  usesAi: true,
  body: sendChatMessageRequestSchema,
  response: sendChatMessageResponseSchema,
});

/** Clears the conversation (and withdraws its pending actions). */
export const clearChatMessages = /* @__PURE__ */ defineRoute({
  id: 'clearChatMessages',
  method: 'DELETE',
  path: '/api/chat/messages',
  auth: 'session',
  permission: 'assistant.use',
  response: 'empty',
});

/**
 * Carries out a proposed action. Idempotent: confirming again answers the same result without acting twice; a
 * cancelled or expired action is 409; another workspace's id is 404.
 */
export const confirmChatAction = /* @__PURE__ */ defineRoute({
  id: 'confirmChatAction',
  method: 'POST',
  path: '/api/chat/actions/{id}/confirm',
  auth: 'session',
  permission: 'assistant.act',
  params: idParamsSchema,
  response: chatActionSchema,
});

/** Withdraws a proposed action; cancelling again answers the same; a confirmed action is 409. */
export const cancelChatAction = /* @__PURE__ */ defineRoute({
  id: 'cancelChatAction',
  method: 'POST',
  path: '/api/chat/actions/{id}/cancel',
  auth: 'session',
  permission: 'assistant.use',
  params: idParamsSchema,
  response: chatActionSchema,
});
