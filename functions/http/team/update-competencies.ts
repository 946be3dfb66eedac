import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { updateCompetencies } from '../../services/team/employees';

/** `PUT /api/employees/{id}/competencies`: replaces the ten scores and the notes, keeping a dated snapshot. */
export const handler = defineHandler(api.updateCompetencies, async ({ body, params, member }) =>
  updateCompetencies(member, params.id, body),
);
