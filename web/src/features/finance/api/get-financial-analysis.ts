import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const financialAnalysisQueryOptions = () => routeQueryOptions('getFinancialAnalysis');

/** The analysis's cache key; anything that changes the books refreshes it through this. */
export const financialAnalysisQueryKey = financialAnalysisQueryOptions().queryKey;

export function useFinancialAnalysis() {
  return useQuery(financialAnalysisQueryOptions());
}
