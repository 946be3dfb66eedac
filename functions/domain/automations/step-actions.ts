import { defaultActionTexts } from '@shared/catalog/automation-types';
import type { ActionConfigOf } from '@shared/schemas/automation';
import type { TaskStatus } from '@shared/schemas/task';
import type { ActionContext, ActionResult } from './action-context';
import { PermanentFailure, TransientFailure } from './retry';
import { renderTemplate } from './template';

/**
 * Issue 33's actions (notify, send_webhook, update_task, post_slack, post_teams, add_employee_note), which `performActionStep` of
 * `actions.ts` dispatches to. Each passes the step's `idempotencyKey` (`runId:stepIndex`) to whatever it calls (the
 * notification ids, the webhook's `webhook-id`, Slack's `client_msg_id`), so a retried or replayed step never acts
 * twice.
 */

export type ChatProvider = 'slack' | 'microsoft_teams';

/** The ports of issue 33's actions; each keyed by the step's idempotency key. */
export interface StepActionPorts {
  /** Adds one notification per member (current members only); a repeat with the same key adds none. */
  notifyMembers(n: {
    idempotencyKey: string;
    userIds: readonly string[];
    title: string;
    body: string;
    link: string;
  }): Promise<{ notified: number }>;
  /** POSTs the signed JSON with `webhook-id` = the key; answers the receiver's status (thrown: no answer). */
  sendWebhook(d: {
    idempotencyKey: string;
    url: string;
    payload: Record<string, unknown>;
    /** Sent along, so a hook of this app that the URL reaches does not fire an automation of the chain again. */
    chain: readonly string[];
  }): Promise<{
    statusCode: number;
  }>;
  /** Changes the task through the tasks service; `undefined` when there is no such task. */
  updateTask(u: {
    taskId: string;
    status?: TaskStatus;
    assigneeEmployeeId?: string;
    chain: readonly string[];
  }): Promise<{ taskId: string; status: string; title: string } | undefined>;
  /** Posts through the connected integration `integrationId` of `provider`. */
  postMessage(p: {
    provider: ChatProvider;
    integrationId: string;
    channel: string;
    text: string;
    idempotencyKey: string;
  }): Promise<{ channel: string; messageId: string | null }>;
  /**
   * Adds the note with the key as its id; `created: false` when an earlier attempt added it, `undefined` when there is
   * no such employee.
   */
  addEmployeeNote(n: {
    idempotencyKey: string;
    employeeId: string;
    subject: string;
    content: string;
    /** The automation's creator, who may read it as its author. */
    authorUserId: string;
  }): Promise<{ noteId: string; created: boolean; employeeName: string } | undefined>;
}

/** The receiver's answer: 2xx delivered; 429 and 5xx may pass (retried); any other answer will not. */
export function webhookAnswerOutcome(statusCode: number): 'delivered' | 'transient' | 'permanent' {
  if (statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 429 || statusCode >= 500) return 'transient';
  return 'permanent';
}

const CHAT_NAMES: Record<ChatProvider, string> = { slack: 'Slack', microsoft_teams: 'Microsoft Teams' };

export async function performNotify(
  config: ActionConfigOf<'notify'>,
  context: ActionContext,
  ports: StepActionPorts,
): Promise<ActionResult> {
  const { automation } = context;
  const defaults = defaultActionTexts(automation.triggerType);
  const fill = (text: string | undefined, fallback: string) => renderTemplate(text || fallback, context.values).trim();
  const title = fill(config.title, defaults.emailSubject).slice(0, 200) || automation.name;
  const { notified } = await ports.notifyMembers({
    idempotencyKey: context.idempotencyKey,
    userIds: config.memberUserIds,
    title,
    body: fill(config.text, defaults.emailBody) || `The automation "${automation.name}" ran.`,
    link: `/automations/${automation.id}`,
  });
  if (!notified) {
    throw new PermanentFailure('None of the members to notify is in the workspace any more; choose others');
  }
  return {
    summary: `Notified ${notified} member${notified === 1 ? '' : 's'}: "${title}"`,
    output: { notifiedCount: notified },
  };
}

export async function performSendWebhook(
  config: ActionConfigOf<'send_webhook'>,
  context: ActionContext,
  ports: StepActionPorts,
): Promise<ActionResult> {
  const { automation, event } = context;
  const payload = {
    type: 'automation.step',
    automation: { id: automation.id, name: automation.name },
    trigger: { type: event.type, eventId: event.eventId, occurredAt: event.occurredAt, data: event.data },
  };
  const { statusCode } = await ports.sendWebhook({
    idempotencyKey: context.idempotencyKey,
    url: config.url,
    payload,
    chain: context.chain,
  });
  const outcome = webhookAnswerOutcome(statusCode);
  if (outcome === 'permanent') {
    throw new PermanentFailure(`${config.url} answered ${statusCode}, so the webhook was not delivered`);
  }
  if (outcome === 'transient') {
    throw new TransientFailure(`${config.url} answered ${statusCode}; the webhook will be tried again`);
  }
  return {
    summary: `Delivered the webhook to ${config.url} (${statusCode})`,
    output: { deliveryId: context.idempotencyKey, statusCode },
  };
}

export async function performUpdateTask(
  config: ActionConfigOf<'update_task'>,
  context: ActionContext,
  ports: StepActionPorts,
): Promise<ActionResult> {
  const taskId = renderTemplate(config.taskId, context.values).trim();
  if (!taskId) throw new PermanentFailure(`The task ${config.taskId} is empty for this event, so no task was updated`);
  if (!config.status && !config.assigneeEmployeeId) {
    throw new PermanentFailure('The step changes neither the status nor the assignee of the task');
  }
  const updated = await ports.updateTask({
    taskId,
    ...(config.status ? { status: config.status } : {}),
    ...(config.assigneeEmployeeId ? { assigneeEmployeeId: config.assigneeEmployeeId } : {}),
    chain: context.chain,
  });
  if (!updated) throw new PermanentFailure(`There is no task ${taskId} in this workspace (it may have been deleted)`);
  return {
    summary: `Updated task "${updated.title}" (${updated.status})`,
    output: { taskId: updated.taskId, status: updated.status },
  };
}

export async function performPostMessage(
  provider: ChatProvider,
  config: ActionConfigOf<'post_slack'>,
  context: ActionContext,
  ports: StepActionPorts,
): Promise<ActionResult> {
  const text = renderTemplate(config.text, context.values).trim();
  if (!text) throw new PermanentFailure(`The message is empty for this event, so nothing was posted`);
  const posted = await ports.postMessage({
    provider,
    integrationId: config.integrationId,
    channel: config.channel,
    text,
    idempotencyKey: context.idempotencyKey,
  });
  const output =
    provider === 'slack' ? { channel: posted.channel, messageTs: posted.messageId } : { channel: posted.channel };
  return { summary: `Posted to ${config.channel} on ${CHAT_NAMES[provider]}`, output };
}

export async function performAddEmployeeNote(
  config: ActionConfigOf<'add_employee_note'>,
  context: ActionContext,
  ports: StepActionPorts,
): Promise<ActionResult> {
  const fill = (text: string) => renderTemplate(text, context.values).trim();
  const employeeId = fill(config.employeeId);
  if (!employeeId) {
    throw new PermanentFailure(`The employee ${config.employeeId} is empty for this event, so no note was added`);
  }
  const subject = fill(config.subject).slice(0, 200) || context.automation.name;
  const content = fill(config.content).slice(0, 5000) || subject;
  const added = await ports.addEmployeeNote({
    idempotencyKey: context.idempotencyKey,
    employeeId,
    subject,
    content,
    authorUserId: context.automation.createdByUserId,
  });
  if (!added) throw new PermanentFailure(`There is no employee ${employeeId} in this workspace (they may have left)`);
  return {
    summary: `${added.created ? 'Added' : 'Already added'} the note "${subject}" to ${added.employeeName}`,
    output: { noteId: added.noteId },
  };
}
