import { DEFAULT_KPI_TIME_RANGE, type KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

/** The analysis of one period (the dashboard's ranges); the default is kept out of the URL as the dashboard does. */
export const financialAnalysisQueryOptions = (timeRange: KpiTimeRange = DEFAULT_KPI_TIME_RANGE) =>
  routeQueryOptions(
    'getFinancialAnalysis',
    timeRange === DEFAULT_KPI_TIME_RANGE ? undefined : { query: { timeRange } },
  );

/** The analysis's cache key; anything that changes the books refreshes it through this. */
export const financialAnalysisQueryKey = financialAnalysisQueryOptions().queryKey;

/** While another period loads, the figures of the last one stay on screen (no flash of the loading state). */
export function useFinancialAnalysis(timeRange: KpiTimeRange = DEFAULT_KPI_TIME_RANGE) {
  return useQuery({ ...financialAnalysisQueryOptions(timeRange), placeholderData: keepPreviousData });
}
