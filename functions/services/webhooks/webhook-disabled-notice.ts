import type { StoredWebhookEndpoint } from '../../data/webhooks/webhook-endpoints';
import { logger } from '../../platform/logger';
import { notify } from '../notifications/notify';

const why = {
  gone: 'it answered 410 Gone, which says the URL will not take events any more',
  failing: 'every attempt to deliver to it has failed for 3 days',
} as const;

/**
 * Tells the member who registered an endpoint that the app switched it off: a notification in their list, emailed
 * unless they chose otherwise (the screen also shows it, with the reason). A failure is logged, never thrown: the
 * endpoint stays off either way.
 */
export async function notifyEndpointDisabled(
  workspaceId: string,
  endpoint: StoredWebhookEndpoint,
  reason: keyof typeof why,
): Promise<void> {
  try {
    await notify(
      workspaceId,
      { userIds: [endpoint.createdBy] },
      {
        kind: 'webhook_disabled',
        title: 'A webhook was disabled',
        body: `Your webhook to ${endpoint.url} was disabled because ${why[reason]}. Fix the receiver, then enable it again.`,
        link: '/settings/developers',
      },
    );
  } catch (error) {
    logger.error('The webhook-disabled notice was not given', { endpointId: endpoint.id, error: error as Error });
  }
}
