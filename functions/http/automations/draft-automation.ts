import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { draftAutomation } from '../../services/automations/automation-draft';

/** `POST /api/automations/draft {text}`: `{proposal, notes, source, model}`; nothing is saved. */
export const handler = defineHandler(api.draftAutomation, async ({ body, session, workspaceItem }) =>
  draftAutomation(session, body.text, workspaceItem),
);
