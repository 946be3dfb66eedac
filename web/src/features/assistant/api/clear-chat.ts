import type { ChatHistory } from '@shared/schemas/assistant';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { chatMessagesQueryKey } from './get-chat-messages';

export function useClearChat() {
  return useRouteMutation('clearChatMessages', {
    mutationFn: () => callRoute('clearChatMessages'),
    onSuccess: (_answer, _variables, _context, { client }) => {
      client.setQueryData<ChatHistory>(chatMessagesQueryKey, { items: [], cursor: null });
      notifySuccess('Conversation cleared');
    },
    onError: (error) => notifyFailure(error, 'Failed to clear the conversation. Please try again.'),
  });
}
