import type { Webhook, WebhookDelivery } from '@shared/schemas/webhook';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format-date';
import { anAuthUser } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { stubApi } from '../../testing/stub-api';
import { WebhooksPanel } from './webhooks-panel';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));

afterEach(resetApp);

const webhook: Webhook = {
  id: 'w1',
  url: 'https://hooks.example.com/bizpilot',
  description: '',
  events: ['task.created'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  previousSecretExpiresAt: null,
  createdBy: 'u1',
  createdAt: '2026-11-30T09:00:00.000Z',
};

const retrying: WebhookDelivery = {
  id: 'd1',
  endpointId: 'w1',
  eventId: 'e1',
  eventType: 'task.created',
  status: 'failed',
  createdAt: '2026-11-30T12:40:00.000Z',
  nextAttemptAt: '2026-11-30T12:45:30.000Z',
  attempts: [{ at: '2026-11-30T12:40:05.000Z', statusCode: 503, durationMs: 40, responseBody: '', error: null }],
};

describe('WebhooksPanel deliveries', () => {
  it('says when a delivery happened and when its next attempt is, to the minute: retries are minutes apart', async () => {
    stubApi({ listWebhooks: () => [webhook], listWebhookDeliveries: () => ({ items: [retrying], cursor: null }) });
    renderInApp(<WebhooksPanel />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'elite' }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const row = await screen.findByTestId('delivery');
    expect(within(row).getByText(formatDateTime(retrying.createdAt))).toBeTruthy();
    expect(within(row).getByText(formatDateTime(retrying.nextAttemptAt ?? ''))).toBeTruthy();
  });
});
