import { config } from '../../platform/config';
import { ValidationFailed } from '../../platform/errors';
import {
  assertOutboundUrl,
  type OutboundPolicy,
  OutboundUrlRefused,
  PUBLIC_ONLY,
} from '../../platform/outbound/address-guard';

/**
 * The SSRF rule for webhook URLs (the platform's outbound guard): https to public addresses only, checked after DNS
 * when an endpoint is saved and again before every attempt. `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1` (local runs and tests
 * only; the AWS stack refuses it) lets `http://` and loopback through for a receiver on this machine.
 */
export function webhookUrlPolicy(): OutboundPolicy {
  return config().WEBHOOKS_ALLOW_PRIVATE_TARGETS ? { requireHttps: false, allowLoopback: true } : PUBLIC_ONLY;
}

const LABEL = 'The webhook URL';

/** Why the URL may not be called now, as a sentence; `null` when it may. */
export async function webhookUrlRefusal(url: string): Promise<string | null> {
  try {
    await assertOutboundUrl(new URL(url), webhookUrlPolicy(), { label: LABEL });
    return null;
  } catch (error) {
    if (!(error instanceof OutboundUrlRefused)) throw error;
    return error.reason === 'not-found' ? `${LABEL} cannot be reached: ${error.message}` : error.message;
  }
}

/** A URL being saved: 400 naming what is wrong with it. */
export async function assertWebhookUrl(url: string): Promise<void> {
  const refusal = await webhookUrlRefusal(url);
  if (refusal) throw new ValidationFailed(refusal, [{ path: 'url', message: refusal }]);
}
