import type { Automation } from '@shared/schemas/automation';
import { callRoute } from '../../../lib/api-route';
import { patchItem, useOptimisticListMutation } from '../../../lib/optimistic-list';
import { automationsQueryKey } from './get-automations';

/** What the list changes on an automation: its active switch (spec §7: PATCH {isActive}). */
export interface AutomationActiveChange {
  id: string;
  isActive: boolean;
}

export const updateAutomation = ({ id, isActive }: AutomationActiveChange) =>
  callRoute('updateAutomation', { params: { id }, body: { isActive } });

/** The switch moves at once and moves back if the server refuses. */
export function useUpdateAutomation() {
  return useOptimisticListMutation<Automation, AutomationActiveChange, Automation>({
    queryKey: automationsQueryKey,
    mutationFn: updateAutomation,
    apply: patchItem,
    successToast: 'Automation updated',
    failureToast: 'Failed to update automation.',
  });
}
