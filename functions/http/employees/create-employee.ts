import { createEmployeeRequestSchema } from '@shared/schemas/employee';
import { putCompetencySnapshot } from '../../data/competency-snapshots';
import { putNewEmployee, toEmployeeView } from '../../data/employees';
import { newId } from '../../data/ids';
import { newEmployee, scoresOf } from '../../domain/team/new-employee';
import { defineHandler } from '../../platform/http/define-handler';
import { created } from '../../platform/http/response';

/**
 * `POST /api/employees`: 201 with the employee (competencies at 50, no notes yet). The default assessment is
 * kept as the first snapshot, the baseline later trends are measured from.
 */
export const handler = defineHandler(
  'createEmployee',
  { body: createEmployeeRequestSchema },
  async ({ body, session }) => {
    const now = new Date();
    const employee = newEmployee(session.workspaceId, newId(), body, now);
    await putNewEmployee(employee);
    await putCompetencySnapshot(session.workspaceId, employee.id, {
      id: newId(),
      savedAt: now.toISOString(),
      scores: scoresOf(employee.competencies),
    });
    return created({ ...toEmployeeView(employee), notes: [] });
  },
);
