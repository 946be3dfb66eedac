import { integrationProvider } from '@shared/catalog/integrations';
import { useIntegrations } from '../../features/integrations/api/get-integrations';

/** The route composes the features: the builder offers the workspace's active integrations. */
export function useConnectedApps() {
  const integrations = useIntegrations();
  return (integrations.data ?? [])
    .filter((i) => i.isActive)
    .map((i) => ({ id: i.id, provider: i.provider, name: integrationProvider(i.provider).name }));
}
