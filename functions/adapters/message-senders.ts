import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { config } from '../platform/config';
import { perContext } from '../platform/runtime-context';
import { type EmailSender, outboxOnlyEmailSender, sesEmailSender } from './email-sender';
import { outboxOnlySmsSender, type SmsSender, snsSmsSender } from './sms-sender';

/** SES and SNS when `MESSAGE_DELIVERY=aws`; otherwise the outbox only. Made once per runtime context. */
export const messageSenders = perContext((): { email: EmailSender; sms: SmsSender } => {
  const { MESSAGE_DELIVERY, SES_FROM_ADDRESS, AWS_REGION } = config();
  if (MESSAGE_DELIVERY !== 'aws') return { email: outboxOnlyEmailSender, sms: outboxOnlySmsSender };
  if (!SES_FROM_ADDRESS) throw new Error('SES_FROM_ADDRESS is required when MESSAGE_DELIVERY=aws');
  return {
    email: sesEmailSender(SES_FROM_ADDRESS, new SESv2Client({ region: AWS_REGION })),
    sms: snsSmsSender(new SNSClient({ region: AWS_REGION })),
  };
});
