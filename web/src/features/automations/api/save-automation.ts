import type { Automation, CreateAutomationInput } from '@shared/schemas/automation';
import { callRoute } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

/** What the builder saves: the whole automation as it shows it. */
export type BuilderSave = Pick<
  CreateAutomationInput,
  'name' | 'description' | 'isActive' | 'triggerType' | 'triggerConfig' | 'steps'
>;

/** The builder's first save (or an approved proposal): the ordinary create. */
export function useCreateFromBuilder() {
  return useRouteMutation('createAutomation', {
    mutationFn: (body: BuilderSave): Promise<Automation> => callRoute('createAutomation', { body }),
    onSuccess: () => notifySuccess('Automation created'),
    onError: (error) => notifyFailure(error, 'Failed to create automation. Please try again.'),
  });
}

/** Every later save: the steps replace the saved ones. */
export function useUpdateFromBuilder(id: string) {
  return useRouteMutation('updateAutomation', {
    mutationFn: ({ isActive: _active, ...body }: BuilderSave): Promise<Automation> =>
      callRoute('updateAutomation', { params: { id }, body }),
    onSuccess: () => notifySuccess('Automation updated'),
    onError: (error) => notifyFailure(error, 'Failed to update automation.'),
  });
}

/** The builder's own on/off switch. */
export function useSwitchAutomation(id: string) {
  return useRouteMutation('updateAutomation', {
    mutationFn: (isActive: boolean): Promise<Automation> =>
      callRoute('updateAutomation', { params: { id }, body: { isActive } }),
    onSuccess: (automation) =>
      notifySuccess(automation.isActive ? 'Automation switched on' : 'Automation switched off'),
    onError: (error) => notifyFailure(error, 'Failed to update automation.'),
  });
}
