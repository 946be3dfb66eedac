import * as api from '@shared/api/contracts/employees';
import { putCompetencySnapshot } from '../../data/competency-snapshots';
import { listEmployeeNotes } from '../../data/employee-notes';
import { toEmployeeView, updateEmployee } from '../../data/employees';
import { newId } from '../../data/ids';
import { scoresOf } from '../../domain/team/new-employee';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/**
 * `PUT /api/employees/{id}/competencies`: replaces the ten scores and the assessment notes, then keeps a dated
 * snapshot so trends come from history. The employee is written first: a lost snapshot only thins the history
 * (the analyst treats current scores as the latest point), while a snapshot without its save would invent one.
 */
export const handler = defineHandler(api.updateCompetencies, async ({ body, params, session }) => {
  const now = new Date().toISOString();
  const competencies = { ...scoresOf(body), notes: body.notes };
  const updated = await updateEmployee(session.workspaceId, params.id, { competencies, updatedAt: now });
  if (!updated) throw new NotFound('Employee not found');
  await putCompetencySnapshot(session.workspaceId, params.id, { id: newId(), savedAt: now, scores: scoresOf(body) });
  return { ...toEmployeeView(updated), notes: await listEmployeeNotes(session.workspaceId, params.id) };
});
