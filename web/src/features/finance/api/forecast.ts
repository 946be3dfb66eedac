import type { RecurringSeriesView } from '@shared/schemas/forecast';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { useItemMutation } from '../../../lib/item-mutation';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** Issue 34's forecast, read from what the server stored after the last import or sync (reads never fit a model). */
export function useCashForecast(scenarioId?: string) {
  return useQuery(routeQueryOptions('getCashForecast', scenarioId ? { query: { scenario: scenarioId } } : undefined));
}

export const useRevenueForecast = () => useQuery(routeQueryOptions('getRevenueForecast'));
export const useScenarios = () => useQuery(routeQueryOptions('listScenarios'));

export function useSetRecurringStatus() {
  return useRouteMutation('setRecurringStatus', {
    mutationFn: ({ id, status }: { id: string; status: RecurringSeriesView['status'] }) =>
      callRoute('setRecurringStatus', { params: { id }, body: { status } }),
    onSuccess: (series) =>
      notifySuccess(
        series.status === 'dismissed' ? 'Left out of the forecast' : 'Kept in the forecast',
        series.status === 'dismissed'
          ? `${series.counterparty} is no longer projected.`
          : `${series.counterparty} is projected even when it is late.`,
      ),
    onError: failureToast('Failed to change the recurring item.'),
  });
}

export function useCreateScenario() {
  return useRouteMutation('createScenario', {
    mutationFn: (body: RouteBody<'createScenario'>) => callRoute('createScenario', { body }),
    onSuccess: (scenario) => notifySuccess('Scenario saved', `“${scenario.name}” can now be compared on the chart.`),
    onError: failureToast('Failed to save the scenario.'),
  });
}

export function useDeleteScenario() {
  return useItemMutation('deleteScenario', {
    onError: failureToast('Failed to delete the scenario.'),
  });
}

export function useSetThreshold() {
  return useRouteMutation('updateForecastSettings', {
    mutationFn: (threshold: number) => callRoute('updateForecastSettings', { body: { threshold } }),
    onSuccess: () => notifySuccess('Threshold saved', 'You are warned when the forecast falls below it.'),
    onError: failureToast('Failed to save the threshold.'),
  });
}
