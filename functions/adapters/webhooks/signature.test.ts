import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signatureHeaders } from './signature';

const secretA = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
const secretB = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;
const body = JSON.stringify({ id: 'evt_1', type: 'task.created', data: {} });

describe('webhook signatures', () => {
  it('verify with the standardwebhooks library, for each secret that signed', () => {
    const headers = signatureHeaders('msg_1', body, [secretB, secretA], new Date());
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secretA).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(secretB).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('do not verify with another secret, or a changed body', () => {
    const headers = signatureHeaders('msg_1', body, [secretA], new Date());
    expect(() => new Webhook(secretB).verify(body, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secretA).verify(body.replace('task', 'tusk'), headers)).toThrow(WebhookVerificationError);
  });
});
