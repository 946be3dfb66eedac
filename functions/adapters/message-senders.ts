import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { config } from '../platform/config';
import { type EmailSender, outboxOnlyEmailSender, sesEmailSender } from './email-sender';
import { outboxOnlySmsSender, type SmsSender, snsSmsSender } from './sms-sender';

let senders: { email: EmailSender; sms: SmsSender } | undefined;

/** SES and SNS when `MESSAGE_DELIVERY=aws`; otherwise the outbox only. Made once per container. */
export function messageSenders(): { email: EmailSender; sms: SmsSender } {
  if (!senders) {
    const { MESSAGE_DELIVERY, SES_FROM_ADDRESS, AWS_REGION } = config();
    if (MESSAGE_DELIVERY === 'aws') {
      if (!SES_FROM_ADDRESS) throw new Error('SES_FROM_ADDRESS is required when MESSAGE_DELIVERY=aws');
      senders = {
        email: sesEmailSender(SES_FROM_ADDRESS, new SESv2Client({ region: AWS_REGION })),
        sms: snsSmsSender(new SNSClient({ region: AWS_REGION })),
      };
    } else {
      senders = { email: outboxOnlyEmailSender, sms: outboxOnlySmsSender };
    }
  }
  return senders;
}

export function resetMessageSendersForTests(): void {
  senders = undefined;
}
