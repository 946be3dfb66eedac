import type { ChatHistory } from '@shared/schemas/assistant';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { chatMessagesQueryKey } from './get-chat-messages';

export const sendChatMessage = (content: string) => callRoute('sendChatMessage', { body: { content } });

/** Sends a message; both the message and the answer join the conversation when the answer arrives. */
export function useSendChatMessage() {
  return useRouteMutation('sendChatMessage', {
    mutationFn: sendChatMessage,
    onSuccess: ({ userMessage, assistantMessage }, _content, _context, { client }) => {
      client.setQueryData<ChatHistory>(chatMessagesQueryKey, (history) => ({
        items: [...(history?.items ?? []), userMessage, assistantMessage],
        cursor: history?.cursor ?? null,
      }));
    },
    // A plan limit shows the server's message with 'View plans'; anything else §8's toast.
    onError: (error) => notifyFailure(error, 'Failed to send message. Please try again.'),
  });
}
