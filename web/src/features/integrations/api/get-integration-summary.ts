import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const integrationSummaryQueryOptions = () => routeQueryOptions('getIntegrationDataSummary');

export function useIntegrationSummary(enabled = true) {
  return useQuery({ ...integrationSummaryQueryOptions(), enabled });
}
