import type { EmailSender } from './email-sender';
import type { SmsSender } from './sms-sender';

/** Local mode: nothing leaves the machine; the message is only stored in the outbox, which the app shows. */
export const outboxOnlyEmailSender: EmailSender = {
  delivery: 'outbox',
  send: async () => ({ providerMessageId: null }),
};

export const outboxOnlySmsSender: SmsSender = {
  delivery: 'outbox',
  send: async () => ({ providerMessageId: null }),
};
