import { employeeMessages } from '@shared/schemas/employee';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';

export const createEmployee = (body: RouteBody<'createEmployee'>) => callRoute('createEmployee', { body });

/** On success: refresh the list, toast 'Success' / 'Employee added successfully' (spec §7). */
export function useCreateEmployee() {
  return useRouteMutation('createEmployee', {
    mutationFn: createEmployee,
    onSuccess: () => notifySuccess('Success', employeeMessages.created),
    // A duplicate email or employee ID answers 409 with a message naming the field; it is shown as it comes.
    onError: failureToast(employeeMessages.addFailed),
  });
}
