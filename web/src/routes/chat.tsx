import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../app/load-query';
import { chatMessagesQueryOptions } from '../features/assistant/api/get-chat-messages';
import { ChatPage } from '../features/assistant/components/chat-page';

export const Route = createFileRoute('/chat')({
  loader: ({ context }) => preload(context.queryClient, ensureQuery(chatMessagesQueryOptions())),
  component: ChatPage,
});
