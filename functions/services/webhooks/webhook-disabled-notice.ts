import { messageSenders } from '../../adapters/message-senders';
import { userEntity } from '../../data/auth/users';
import type { StoredWebhookEndpoint } from '../../data/webhooks/webhook-endpoints';
import { appOrigin } from '../../platform/app-origin';
import { logger } from '../../platform/logger';

const why = {
  gone: 'it answered 410 Gone, which says the URL will not take events any more',
  failing: 'every attempt to deliver to it has failed for 3 days',
} as const;

/**
 * Tells the member who registered an endpoint that the app switched it off (the screen also shows it, with the
 * reason). A failed email is logged, never thrown: the endpoint stays off either way.
 */
export async function notifyEndpointDisabled(endpoint: StoredWebhookEndpoint, reason: keyof typeof why): Promise<void> {
  try {
    const creator = await userEntity.get({ id: endpoint.createdBy });
    if (!creator?.email) return;
    const { email } = await messageSenders();
    await email.send({
      to: creator.email,
      subject: 'A BizPilot webhook was disabled',
      body: [
        `Your webhook to ${endpoint.url} was disabled because ${why[reason]}.`,
        '',
        `Fix the receiver, then enable the webhook again under Settings → Developers: ${settingsUrl()}`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error('The webhook-disabled email was not sent', { endpointId: endpoint.id, error: error as Error });
  }
}

function settingsUrl(): string {
  try {
    return new URL('/settings/developers', appOrigin()).toString();
  } catch {
    return '/settings/developers';
  }
}
