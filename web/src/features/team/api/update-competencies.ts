import { employeeMessages } from '@shared/schemas/employee';
import { callRoute, type RouteBody } from '../../../lib/api-route';
import { useEmployeeChange } from './use-employee-change';

export const updateCompetencies = (id: string, body: RouteBody<'updateCompetencies'>) =>
  callRoute('updateCompetencies', { params: { id }, body });

/** Ten scores plus notes; refresh; 'Competencies updated successfully' (spec §7). */
export function useUpdateCompetencies(id: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  return useEmployeeChange('updateCompetencies', id, {
    mutationFn: (input: RouteBody<'updateCompetencies'>) => updateCompetencies(id, input),
    saved: employeeMessages.competenciesUpdated,
    // Spec §8 leaves this failure's toast open; say what happened rather than fail silently.
    failed: 'Failed to update competencies',
    onSaved: onSuccess,
  });
}
