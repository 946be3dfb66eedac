import { employeeMessages } from '@shared/schemas/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { refreshTeam } from './get-employees';

export const createEmployee = (body: RouteBody<'createEmployee'>) => callRoute('createEmployee', { body });

/** On success: refresh the list, toast 'Success' / 'Employee added successfully' (spec §7). */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => {
      refreshTeam(queryClient);
      notifySuccess('Success', employeeMessages.created);
    },
    // A duplicate email or employee ID answers 409 with a message naming the field; it is shown as it comes.
    onError: (error) => notifyFailure(error, serverMessage(error) ?? employeeMessages.addFailed),
  });
}
