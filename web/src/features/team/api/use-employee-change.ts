import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { employeeQueryKey } from './get-employee';
import { refreshTeam } from './get-employees';

interface EmployeeChange<V> {
  /** Sends the change; the server answers the employee as saved. */
  mutationFn: (variables: V) => Promise<RouteResponse<'getEmployee'>>;
  /** Spec §7's sentence under 'Success', e.g. 'Employee profile updated successfully'. */
  saved: string;
  /** What failed, when the server gives no message of its own (a 409 names the duplicate field). */
  failed: string;
  onSaved?: () => void;
}

/** A change to one employee: the profile shows the saved employee at once, the team lists refresh, a toast says so. */
export function useEmployeeChange<V>(id: string, { mutationFn, saved, failed, onSaved }: EmployeeChange<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      refreshTeam(queryClient);
      notifySuccess('Success', saved);
      onSaved?.();
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? failed),
  });
}
