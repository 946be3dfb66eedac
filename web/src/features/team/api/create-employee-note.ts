import { buildPath, routeById } from '@shared/api/routes';
import { employeeMessages } from '@shared/schemas/employee';
import type { CreateNoteRequest, EmployeeNote } from '@shared/schemas/note';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, serverMessage } from '../../../lib/mutation-toasts';
import { employeeQueryKey } from './get-employee';

export async function createEmployeeNote(id: string, input: CreateNoteRequest): Promise<EmployeeNote> {
  const url = buildPath(routeById('createEmployeeNote').path, { id });
  return readJson<EmployeeNote>(await apiRequest('POST', url, input));
}

/** 'Note added successfully' (spec §7); refreshes the profile, whose notes are listed newest first. */
export function useCreateEmployeeNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteRequest) => createEmployeeNote(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: employeeQueryKey(id), exact: true });
      notifySuccess('Success', employeeMessages.noteAdded);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to add note'),
  });
}
