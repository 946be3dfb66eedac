import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../features/developers/webhooks-page';

export const Route = createFileRoute('/settings/developers')({
  component: WebhooksPage,
});
