import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { config } from '../platform/config';
import { perContext } from '../platform/runtime-context';
import { type EmailSender, sesEmailSender } from './email-sender';
import { outboxOnlyEmailSender, outboxOnlySmsSender } from './outbox-only-senders';
import { type SmsSender, snsSmsSender } from './sms-sender';

/**
 * SES and SNS when `MESSAGE_DELIVERY=aws`; otherwise the outbox only. Made once per runtime context, on the first
 * message. The clients' modules are imported with the rest: loaded by dynamic import, they made the runner slower to
 * start (65.2 against 57.4 ms, 657 against 565 KB), because esbuild then wraps every module they share with the
 * runner, the SDK's core among them, in a lazy initialiser; built only in `aws` mode, they cost nothing else.
 */
export const messageSenders = perContext(async (): Promise<{ email: EmailSender; sms: SmsSender }> => {
  const { MESSAGE_DELIVERY, SES_FROM_ADDRESS, AWS_REGION } = config();
  if (MESSAGE_DELIVERY !== 'aws') return { email: outboxOnlyEmailSender, sms: outboxOnlySmsSender };
  if (!SES_FROM_ADDRESS) throw new Error('SES_FROM_ADDRESS is required when MESSAGE_DELIVERY=aws');
  return {
    email: sesEmailSender(SES_FROM_ADDRESS, new SESv2Client({ region: AWS_REGION })),
    sms: snsSmsSender(new SNSClient({ region: AWS_REGION })),
  };
});
