import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../app/load-query';
import { chatMessagesQueryOptions } from '../features/chat/api/get-chat-messages';
import { ChatPage } from '../features/chat/components/chat-page';

export const Route = createFileRoute('/chat')({
  loader: ({ context }) => preload(context.queryClient, ensureQuery(chatMessagesQueryOptions())),
  component: ChatPage,
});
