import { useListAdd } from '../../../lib/list-add';
import { automationsQueryKey } from './get-automations';

export function useCreateAutomation() {
  return useListAdd(automationsQueryKey, 'createAutomation', {
    successToast: 'Automation created',
    failureToast: 'Failed to create automation. Please try again.',
  });
}
