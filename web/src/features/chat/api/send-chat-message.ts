import type { ChatHistory } from '@shared/schemas/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, serverMessage } from '../../../lib/mutation-toasts';
import { isUnauthorizedError } from '../../../lib/unauthorized';
import { chatMessagesQueryKey } from './get-chat-messages';

export const sendChatMessage = (content: string) => callRoute('sendChatMessage', { body: { content } });

/** Sends a message; both the message and the answer join the conversation when the answer arrives. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: ({ userMessage, assistantMessage }) => {
      queryClient.setQueryData<ChatHistory>(chatMessagesQueryKey, (history) => ({
        messages: [...(history?.messages ?? []), userMessage, assistantMessage],
        cursor: history?.cursor ?? null,
      }));
    },
    onError: (error) => {
      if (error.message.startsWith('402:') && !isUnauthorizedError(error)) {
        notify({ type: 'error', title: 'Plan limit reached', description: serverMessage(error) });
        return;
      }
      notifyFailure(error, 'Failed to send message. Please try again.');
    },
  });
}
