import type { Automation } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { TemplateValues } from './template';

/**
 * What an action step acts with: the automation, the event, the values its texts fill from (`trigger.*`, the trigger's
 * own names, `steps.<n>.*`) and its idempotency key, `runId:stepIndex`: what it creates or sends is keyed by it (the
 * task's id, the outbox message's id, which SES/SNS sends check first, the notifications' ids, the webhook's
 * `webhook-id`, Slack's `client_msg_id`), so a retried or replayed step never acts twice.
 */
export interface ActionContext {
  automation: Pick<Automation, 'id' | 'name' | 'triggerType' | 'createdByUserId'>;
  event: BusinessEventDetail;
  idempotencyKey: string;
  values: TemplateValues;
  /** The run's chain (`chain.ts`); a task it creates keeps it. */
  chain: readonly string[];
  /** When the step runs, and the workspace's zone: a task due in 3 days is due 3 of the workspace's days later. */
  now: Date;
  timeZone: string;
}

/** What a performed step says it did, and what it gives the steps after it (`steps.<n>.<field>`). */
export interface ActionResult {
  summary: string;
  output: Record<string, unknown>;
}
