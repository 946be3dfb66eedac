import type { ApiRouteId, RouteResponse } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { useRouteMutation } from '../../../lib/route-mutation';
import { employeeQueryKey } from './get-employee';

/** The routes that change one employee and answer the employee as saved. */
type EmployeeChangeRoute = Extract<ApiRouteId, 'updateEmployee' | 'updateCompetencies'>;

interface EmployeeChange<V> {
  /** Sends the change; the server answers the employee as saved. */
  mutationFn: (variables: V) => Promise<RouteResponse<'getEmployee'>>;
  /** Spec §7's sentence under 'Success', e.g. 'Employee profile updated successfully'. */
  saved: string;
  /** What failed, when the server gives no message of its own (a 409 names the duplicate field). */
  failed: string;
  onSaved?: () => void;
}

/**
 * A change to one employee: the profile shows the saved employee at once, the team lists refresh (the route's
 * effects), a toast says so.
 */
export function useEmployeeChange<V>(
  route: EmployeeChangeRoute,
  id: string,
  { mutationFn, saved, failed, onSaved }: EmployeeChange<V>,
) {
  return useRouteMutation(route, {
    mutationFn,
    onSuccess: (employee, _variables, _context, { client }) => {
      client.setQueryData(employeeQueryKey(id), employee);
      notifySuccess('Success', saved);
      onSaved?.();
    },
    onError: failureToast(failed),
  });
}
