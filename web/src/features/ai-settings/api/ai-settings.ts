import type { AiSettingsChanges } from '@shared/schemas/ai-settings';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const useAiSettings = () => useQuery(routeQueryOptions('getAiSettings'));

/** Saves what changed; the signed-in user is read again (the route's effect), so every AI surface follows the switch. */
export function useUpdateAiSettings(saved: string) {
  return useRouteMutation('updateAiSettings', {
    mutationFn: (changes: AiSettingsChanges) => callRoute('updateAiSettings', { body: changes }),
    onSuccess: () => notifySuccess(saved),
    onError: failureToast('Failed to save the AI settings.'),
  });
}
