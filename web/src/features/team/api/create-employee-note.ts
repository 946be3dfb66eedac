import { employeeMessages } from '@shared/schemas/employee';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const createEmployeeNote = (id: string, body: RouteBody<'createEmployeeNote'>) =>
  callRoute('createEmployeeNote', { params: { id }, body });

/** 'Note added successfully' (spec §7); refreshes the profile, whose notes are listed newest first. */
export function useCreateEmployeeNote(id: string) {
  return useRouteMutation('createEmployeeNote', {
    mutationFn: (input: RouteBody<'createEmployeeNote'>) => createEmployeeNote(id, input),
    onSuccess: () => notifySuccess('Success', employeeMessages.noteAdded),
    onError: failureToast('Failed to add note'),
  });
}
