import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAwsMessaging, startFakeAwsMessaging } from '../../scripts/testing/fakes/fake-aws-messaging';
import { isTransientError } from '../domain/automations/retry';
import { sesEmailSender } from './email-sender';
import { outboxOnlyEmailSender, outboxOnlySmsSender } from './outbox-only-senders';
import { snsSmsSender } from './sms-sender';

let fake: FakeAwsMessaging;
const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
beforeAll(async () => {
  fake = await startFakeAwsMessaging();
});
afterAll(() => fake.stop());

const ses = () => new SESv2Client({ region: 'us-east-1', endpoint: fake.url, credentials, maxAttempts: 1 });
const sns = () => new SNSClient({ region: 'us-east-1', endpoint: fake.url, credentials, maxAttempts: 1 });

describe('SES email sender (real SESv2 client, fake endpoint)', () => {
  it('sends a plain-text SendEmail from the verified sender and returns the message id', async () => {
    const sender = sesEmailSender('automations@bizpilot.example', ses());
    const result = await sender.send({ to: 'boss@example.com', subject: 'Done: Call Acme', body: 'Priority high' });
    expect(result.providerMessageId).toMatch(/^fake-/);
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ service: 'sesv2', operation: 'SendEmail' });
    expect(call.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test\/\d{8}\/us-east-1\/ses\/aws4_request/,
    );
    expect(JSON.parse(call.body)).toEqual({
      FromEmailAddress: 'automations@bizpilot.example',
      Destination: { ToAddresses: ['boss@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Done: Call Acme', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Priority high', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('surfaces a throttling answer as a transient error the runner retries', async () => {
    fake.failNext(1, 429, 'TooManyRequestsException');
    const error = await sesEmailSender('a@bizpilot.example', ses())
      .send({ to: 'b@example.com', subject: 's', body: 'b' })
      .catch((e: unknown) => e);
    expect(isTransientError(error)).toBe(true);
  });

  it('surfaces a rejected message as a permanent error', async () => {
    fake.failNext(1, 400, 'MessageRejected');
    const error = await sesEmailSender('a@bizpilot.example', ses())
      .send({ to: 'b@example.com', subject: 's', body: 'b' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isTransientError(error)).toBe(false);
  });
});

describe('SNS SMS sender (real SNS client, fake endpoint)', () => {
  it('publishes a transactional SMS to the phone number and returns the message id', async () => {
    const result = await snsSmsSender(sns()).send({ to: '+15551234567', body: 'Call Acme done' });
    expect(result.providerMessageId).toMatch(/^fake-/);
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ service: 'sns', operation: 'Publish' });
    const sent = call.body.startsWith('{') ? JSON.parse(call.body) : Object.fromEntries(new URLSearchParams(call.body));
    expect(JSON.stringify(sent)).toContain('+15551234567');
    expect(JSON.stringify(sent)).toContain('Call Acme done');
    expect(JSON.stringify(sent)).toContain('Transactional');
  });
});

describe('outbox-only senders (local mode)', () => {
  it('send nothing anywhere and say the message went to the outbox', async () => {
    expect(outboxOnlyEmailSender.delivery).toBe('outbox');
    expect(outboxOnlySmsSender.delivery).toBe('outbox');
    expect(await outboxOnlyEmailSender.send({ to: 'a@example.com', subject: 's', body: 'b' })).toEqual({
      providerMessageId: null,
    });
  });
});
