import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { WebhooksPanel } from './webhooks-panel';

/**
 * Settings → Developers, webhooks only: a stand-in for `developers-page.tsx` (the API keys panel, built beside it),
 * which will mount `WebhooksPanel` when the two are merged.
 */
export function WebhooksPage() {
  return (
    <Stack gap="6">
      <PageHeader title="Developers" description="Connect BizPilot to your own systems." />
      <WebhooksPanel />
    </Stack>
  );
}
