import type { Automation } from '@shared/schemas/automation';
import { useOptimisticPatch } from '../../../lib/optimistic-list';
import { automationsQueryKey } from './get-automations';

/** What the list changes on an automation: its active switch (spec §7: PATCH {isActive}). */
export type AutomationActiveChange = Pick<Automation, 'id' | 'isActive'>;

/** The switch moves at once and moves back if the server refuses. */
export function useUpdateAutomation() {
  return useOptimisticPatch<Automation, AutomationActiveChange>(automationsQueryKey, 'updateAutomation', {
    successToast: 'Automation updated',
    failureToast: 'Failed to update automation.',
  });
}
