import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';

export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly delivery: 'sns' | 'outbox';
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
}

/** Amazon SNS `Publish` to a phone number, as a transactional SMS (delivered even to opted-in marketing lists). */
export function snsSmsSender(client: SNSClient): SmsSender {
  return {
    delivery: 'sns',
    async send({ to, body }) {
      const result = await client.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
      return { providerMessageId: result.MessageId ?? null };
    },
  };
}
