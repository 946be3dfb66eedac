import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** The sender's display name (the workspace's, with 'Custom branding'); the address is always the verified one. */
  fromName?: string;
}

/** `Name <address>`, the name as an RFC 2047 encoded word so any character (quotes, accents) is safe in the header. */
export function fromHeader(address: string, name: string | undefined): string {
  return name ? `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>` : address;
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
    async send({ to, subject, body, fromName }) {
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromHeader(fromAddress, fromName),
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
