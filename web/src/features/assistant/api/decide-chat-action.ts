import type { ChatAction, ChatActionType, ChatHistory } from '@shared/schemas/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { chatMessagesQueryKey } from './get-chat-messages';

export interface ActionDecision {
  id: string;
  decision: 'confirm' | 'cancel';
}

export const decideChatAction = ({ id, decision }: ActionDecision) =>
  callRoute(decision === 'confirm' ? 'confirmChatAction' : 'cancelChatAction', { params: { id } });

/** The lists a confirmed action changed, so their screens show it at once. */
const changedLists: Readonly<Record<ChatActionType, () => readonly unknown[]>> = {
  create_task: () => routeQueryOptions('listTasks').queryKey,
  assign_task: () => routeQueryOptions('listTasks').queryKey,
  create_automation: () => routeQueryOptions('listAutomations').queryKey,
  send_email: () => routeQueryOptions('listOutbox').queryKey,
};

/** Confirms or cancels a proposed action; the card shows the outcome the server recorded. */
export function useDecideChatAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChatAction,
    onSuccess: async (action: ChatAction, { decision }) => {
      queryClient.setQueryData<ChatHistory>(chatMessagesQueryKey, (history) =>
        history
          ? {
              ...history,
              items: history.items.map((m) => ({
                ...m,
                actions: m.actions.map((a) => (a.id === action.id ? action : a)),
              })),
            }
          : history,
      );
      if (decision === 'confirm') {
        notifySuccess(action.result?.message ?? 'Done');
        await queryClient.invalidateQueries({ queryKey: changedLists[action.type]() });
      }
    },
    onError: (error, { decision }) =>
      notifyFailure(
        error,
        serverMessage(error) ??
          (decision === 'confirm' ? 'Failed to confirm the action. Please try again.' : 'Failed to cancel the action.'),
      ),
  });
}
