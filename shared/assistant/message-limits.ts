/**
 * Spec §5's rules for a chat message, apart from its schema: the chat input shows the maximum without loading zod.
 */
export const CHAT_MESSAGE_EMPTY = 'Message cannot be empty';
export const CHAT_MESSAGE_MAX = 4000;
