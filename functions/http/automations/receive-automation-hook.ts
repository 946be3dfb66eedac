import * as api from '@shared/api/contracts/automations';
import { AUTOMATION_CHAIN_HEADER } from '@shared/schemas/automation';
import { defineHandler } from '../../platform/http/define-handler';
import { receiveHook } from '../../services/automations/automation-hook';

/**
 * `POST /api/hooks/{automationId}/{token}`: public (the token is the credential); 202 once the automation's
 * `webhook_received` event is on the bus. The chain header names the runs that led to the post (our own send_webhook
 * sends it), so an automation posting to its own hook does not fire itself.
 */
export const handler = defineHandler(api.receiveAutomationHook, async ({ params, body, event }) => {
  const chain = (event.headers[AUTOMATION_CHAIN_HEADER] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id))
    .slice(0, 20);
  await receiveHook(params.automationId, params.token, body, chain);
  return { accepted: true as const, runId: null };
});
