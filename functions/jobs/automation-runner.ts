import * as z from 'zod';
import { logger } from '../platform/logger';

/**
 * Runs automations for business events. In AWS an EventBridge rule on the app's bus (source `bizpilot`) invokes it;
 * locally the in-process bus calls the same handler. Matching events to automations arrives with the tasks issue;
 * until then the runner validates and records each event.
 */
export const businessEventSchema = z.object({
  'detail-type': z.string().min(1),
  source: z.literal('bizpilot'),
  detail: z.looseObject({
    workspaceId: z.string().min(1),
    eventId: z.string().min(1),
    type: z.string().min(1),
  }),
});

export type BusinessEvent = z.infer<typeof businessEventSchema>;

export type AutomationRunResult =
  | { status: 'rejected'; issues: string[] }
  | { status: 'recorded'; eventId: string; automationsRun: number };

export async function runAutomations(event: unknown): Promise<AutomationRunResult> {
  const parsed = businessEventSchema.safeParse(event);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`);
    // Not thrown: a malformed event stays malformed, so Lambda's retries would only repeat this line.
    logger.error('Rejected a malformed business event', { issues });
    return { status: 'rejected', issues };
  }
  const { detail } = parsed.data;
  logger.info('Business event received', {
    detailType: parsed.data['detail-type'],
    workspaceId: detail.workspaceId,
    eventId: detail.eventId,
    type: detail.type,
  });
  return { status: 'recorded', eventId: detail.eventId, automationsRun: 0 };
}

export const handler = async (event: unknown): Promise<AutomationRunResult> => runAutomations(event);
