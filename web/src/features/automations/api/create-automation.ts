import { useListAdd } from '../../../lib/list-add';

export function useCreateAutomation() {
  return useListAdd('createAutomation', {
    successToast: 'Automation created',
    failureToast: 'Failed to create automation. Please try again.',
  });
}
