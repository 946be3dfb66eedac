import { employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { employeeQueryKey } from './get-employee';

export const createEmployeeNote = (id: string, body: RouteBody<'createEmployeeNote'>) =>
  callRoute('createEmployeeNote', { params: { id }, body });

/** 'Note added successfully' (spec §7); refreshes the profile, whose notes are listed newest first. */
export function useCreateEmployeeNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<'createEmployeeNote'>) => createEmployeeNote(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: employeeQueryKey(id), exact: true });
      notifySuccess('Success', employeeMessages.noteAdded);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to add note'),
  });
}
