import type { ChatHistory } from '@shared/schemas/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { chatMessagesQueryKey } from './get-chat-messages';

export function useClearChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute('clearChatMessages'),
    onSuccess: () => {
      queryClient.setQueryData<ChatHistory>(chatMessagesQueryKey, { items: [], cursor: null });
      notifySuccess('Conversation cleared');
    },
    onError: (error) => notifyFailure(error, 'Failed to clear the conversation. Please try again.'),
  });
}
