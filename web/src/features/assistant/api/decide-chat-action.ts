import type { ChatAction, ChatHistory } from '@shared/schemas/assistant';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';
import { chatMessagesQueryKey } from './get-chat-messages';

export interface ActionDecision {
  id: string;
  decision: 'confirm' | 'cancel';
}

const routeOf = ({ decision }: ActionDecision) => (decision === 'confirm' ? 'confirmChatAction' : 'cancelChatAction');

export const decideChatAction = (variables: ActionDecision) =>
  callRoute(routeOf(variables), { params: { id: variables.id } });

/**
 * Confirms or cancels a proposed action; the card shows the outcome the server recorded, and what a confirmed action
 * changed (a task, an automation, an email) is read again (the route's effects).
 */
export function useDecideChatAction() {
  return useRouteMutation(routeOf, {
    mutationFn: decideChatAction,
    onSuccess: (action: ChatAction, { decision }, _context, { client }) => {
      client.setQueryData<ChatHistory>(chatMessagesQueryKey, (history) =>
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
      if (decision === 'confirm') notifySuccess(action.result?.message ?? 'Done');
    },
    onError: (error, { decision }) =>
      notifyFailure(
        error,
        serverMessage(error) ??
          (decision === 'confirm' ? 'Failed to confirm the action. Please try again.' : 'Failed to cancel the action.'),
      ),
  });
}
