import type { ChatHistory } from '@shared/schemas/assistant';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';

/** The latest page of the conversation (oldest first), the key every chat change updates. */
export const chatMessagesQueryOptions = () => routeQueryOptions('listChatMessages');
export const chatMessagesQueryKey = chatMessagesQueryOptions().queryKey;

export function useChatMessages() {
  return useQuery(chatMessagesQueryOptions());
}

/** The page of messages before `cursor` (the cursor a page answered). */
export function fetchOlderMessages(cursor: string): Promise<ChatHistory> {
  return callRoute('listChatMessages', { query: { cursor } });
}
