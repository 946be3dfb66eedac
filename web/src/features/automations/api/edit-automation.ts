import type { updateAutomation } from '@shared/api/contracts/automations';
import type { RequestBody } from '@shared/api/route-contract';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** What the edit dialog sends: the automation's id and the fields it shows. */
export type AutomationEdit = { id: string } & RequestBody<typeof updateAutomation>;

/**
 * PATCH /api/automations/{id} with everything the edit dialog shows. Not optimistic: the server may refuse a setting
 * (an unknown variable), and the list is read again once it agrees (route effects), so the dialog closes on a card that
 * shows the change.
 */
export function useEditAutomation() {
  return useRouteMutation('updateAutomation', {
    mutationFn: ({ id, ...body }: AutomationEdit) => callRoute('updateAutomation', { params: { id }, body }),
    onSuccess: () => notifySuccess('Automation updated'),
    onError: (error) => notifyFailure(error, 'Failed to update automation.'),
  });
}
