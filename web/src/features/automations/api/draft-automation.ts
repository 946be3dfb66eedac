import { callRoute } from '../../../lib/api-route';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** 'Describe it': POST /api/automations/draft {text}; the answer is a proposal, nothing is saved. */
export function useDraftAutomation() {
  return useRouteMutation('draftAutomation', {
    mutationFn: (text: string) => callRoute('draftAutomation', { body: { text } }),
    onError: (error) => notifyFailure(error, 'Could not propose an automation.'),
  });
}
