import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Sends an automation's email. `delivery` names where it went; the runner records every message in the outbox. */
export interface EmailSender {
  readonly delivery: 'ses' | 'outbox';
  send(message: EmailMessage): Promise<{ providerMessageId: string | null }>;
}

/** Amazon SES v2 `SendEmail`, plain text, from a verified sender. */
export function sesEmailSender(fromAddress: string, client: SESv2Client): EmailSender {
  return {
    delivery: 'ses',
    async send({ to, subject, body }) {
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromAddress,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: body, Charset: 'UTF-8' } },
            },
          },
        }),
      );
      return { providerMessageId: result.MessageId ?? null };
    },
  };
}
