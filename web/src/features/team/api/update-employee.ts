import { employeeMessages } from '@shared/schemas/employee';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { useEmployeeChange } from './use-employee-change';

export const updateEmployee = (id: string, body: RouteBody<'updateEmployee'>) =>
  callRoute('updateEmployee', { params: { id }, body });

/** Refreshes the detail and the list; toast 'Employee profile updated successfully' (spec §7). */
export function useUpdateEmployee(id: string) {
  return useEmployeeChange('updateEmployee', id, {
    mutationFn: (patch: RouteBody<'updateEmployee'>) => updateEmployee(id, patch),
    saved: employeeMessages.updated,
    failed: employeeMessages.updateFailed,
  });
}
