import { config } from '../platform/config';
import { perContext } from '../platform/runtime-context';
import type { EmailSender } from './email-sender';
import { outboxOnlyEmailSender, outboxOnlySmsSender } from './outbox-only-senders';
import type { SmsSender } from './sms-sender';

/**
 * SES and SNS when `MESSAGE_DELIVERY=aws`; otherwise the outbox only. Made once per runtime context, on the first
 * message: the SES and SNS clients are loaded only then (a chunk of their own in the Lambda bundle), so a runner in
 * outbox mode (or one that sends nothing) never pays for them at start-up.
 */
export const messageSenders = perContext(async (): Promise<{ email: EmailSender; sms: SmsSender }> => {
  const { MESSAGE_DELIVERY, SES_FROM_ADDRESS, AWS_REGION } = config();
  if (MESSAGE_DELIVERY !== 'aws') return { email: outboxOnlyEmailSender, sms: outboxOnlySmsSender };
  if (!SES_FROM_ADDRESS) throw new Error('SES_FROM_ADDRESS is required when MESSAGE_DELIVERY=aws');
  const [{ SESv2Client }, { SNSClient }, { sesEmailSender }, { snsSmsSender }] = await Promise.all([
    import('@aws-sdk/client-sesv2'),
    import('@aws-sdk/client-sns'),
    import('./email-sender'),
    import('./sms-sender'),
  ]);
  return {
    email: sesEmailSender(SES_FROM_ADDRESS, new SESv2Client({ region: AWS_REGION })),
    sms: snsSmsSender(new SNSClient({ region: AWS_REGION })),
  };
});
