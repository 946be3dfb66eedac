import type { Role } from '@shared/access/roles';
import type { ChatAction, ChatActionPayload, ChatActionResult } from '@shared/schemas/assistant';
import { messageSenders } from '../../adapters/message-senders';
import { chatActionEntity, claimChatAction, type StoredChatAction } from '../../data/assistant/assistant-actions';
import { outboxEntity } from '../../data/automations/outbox';
import { actionRefusal } from '../../domain/assistant/assistant-access';
import { type Decision, decideCancel, decideConfirm } from '../../domain/assistant/pending-actions';
import { Conflict, PlanFeatureMissing, RoleForbidden } from '../../platform/errors';
import { assistantActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { chatActionTarget } from '../audit/audit-targets';
import { createAutomation } from '../automations/automation-creation';
import { createScenario, forecastingRefusal } from '../forecast/scenarios';
import { assignTask } from '../tasks/task-assignment';
import { createTask } from '../tasks/task-changes';
import { found } from '../workspace/not-found';
import { toChatAction } from './assistant-history';

/**
 * Confirming or cancelling what the assistant proposed, in the caller's workspace (another workspace's action is a
 * 404). Confirming claims the action with a conditional write, so of two confirms only one acts; it then runs the
 * change through the same services as the screens (a created task counts against the plan and completes into
 * automations like any other), and stores the result, which every later confirm answers.
 */

/**
 * How long a confirm waits for another request that is carrying out the same action (a double click): long enough
 * for a change made on a busy host, so both answer its result rather than one a 409; well inside the 30 s deadline.
 */
const BUSY_WAIT_MS = 10_000;
const BUSY_POLL_MS = 150;

async function read(workspaceId: string, id: string): Promise<StoredChatAction> {
  return found(await chatActionEntity.get({ workspaceId, id }, { consistent: true }), 'chatAction');
}

export async function confirmChatAction(
  { workspaceId, userId, role }: { workspaceId: string; userId: string; role: Role },
  id: string,
  now = new Date(),
): Promise<ChatAction> {
  let action = await read(workspaceId, id);
  // Carried out only if the person approving it may make the change themself (whoever asked for it).
  const refusal = actionRefusal(role, action.payload.type);
  if (refusal) throw new RoleForbidden(refusal);
  let decision = decideConfirm(action, now);
  const waitUntil = Date.now() + BUSY_WAIT_MS;
  while (decision.kind === 'busy' || decision.kind === 'act') {
    if (decision.kind === 'act') {
      const claimed = await claimChatAction(workspaceId, id, now);
      if (claimed) {
        await recordAudit(workspaceId, { action: 'assistant_action.approved', target: chatActionTarget(claimed) });
        return carryOut(workspaceId, userId, claimed, now);
      }
    } else if (Date.now() > waitUntil) {
      throw new Conflict('This action is being carried out; try again in a moment.');
    } else {
      await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
    }
    action = await read(workspaceId, id);
    decision = decideConfirm(action, now);
  }
  return settle(action, decision, now);
}

export async function cancelChatAction(workspaceId: string, id: string, now = new Date()): Promise<ChatAction> {
  const action = await read(workspaceId, id);
  const decision = decideCancel(action, now);
  if (decision.kind === 'act') {
    const cancelled = await chatActionEntity.update(
      { workspaceId, id },
      { status: 'cancelled' },
      { if: { status: 'pending' } },
    );
    if (cancelled) {
      await recordAudit(workspaceId, { action: 'assistant_action.rejected', target: chatActionTarget(cancelled) });
      return toChatAction(cancelled, now);
    }
    // Confirmed or claimed meanwhile: answer from what it is now.
    const current = await read(workspaceId, id);
    return settle(current, decideCancel(current, now), now);
  }
  return settle(action, decision, now);
}

function settle(action: StoredChatAction, decision: Decision, now: Date): ChatAction {
  if (decision.kind === 'refuse') throw new Conflict(decision.message);
  if (decision.kind === 'busy') throw new Conflict('This action is being carried out; try again in a moment.');
  return toChatAction(action, now);
}

async function carryOut(workspaceId: string, userId: string, action: StoredChatAction, now: Date): Promise<ChatAction> {
  let result: ChatActionResult;
  try {
    result = await perform(workspaceId, userId, action.id, action.payload, now);
  } catch (error) {
    // Nothing was done (a plan limit, a task deleted meanwhile): the card stays confirmable and shows the error.
    await chatActionEntity.update(
      { workspaceId, id: action.id },
      { status: 'pending', claimedAt: null },
      { if: { status: 'confirming' } },
    );
    throw error;
  }
  const confirmed = await chatActionEntity.update(
    { workspaceId, id: action.id },
    { status: 'confirmed', result },
    { if: { status: 'confirming' } },
  );
  await recordAudit(workspaceId, {
    action: 'assistant_action.executed',
    actor: assistantActor,
    target: chatActionTarget(action),
    changes: { result: [null, result.message] },
  });
  return toChatAction(confirmed ?? { ...action, status: 'confirmed', result }, now);
}

async function perform(
  workspaceId: string,
  userId: string,
  actionId: string,
  payload: ChatActionPayload,
  now: Date,
): Promise<ChatActionResult> {
  switch (payload.type) {
    case 'create_task': {
      const task = await createTask(
        workspaceId,
        userId,
        {
          title: payload.title,
          description: payload.description,
          status: 'pending',
          priority: payload.priority,
          dueDate: payload.dueDate,
        },
        now,
      );
      if (payload.assigneeEmployeeId) {
        await assignTask(workspaceId, task.id, payload.assigneeEmployeeId, now);
        return { message: `Created task "${task.title}", assigned to ${payload.assigneeName}`, taskId: task.id };
      }
      return { message: `Created task "${task.title}"`, taskId: task.id };
    }
    case 'assign_task': {
      const task = await assignTask(workspaceId, payload.taskId, payload.employeeId, now);
      return { message: `Assigned "${task.title}" to ${payload.employeeName}`, taskId: task.id };
    }
    case 'create_automation': {
      const automation = await createAutomation(
        workspaceId,
        userId,
        {
          name: payload.name,
          description: payload.description,
          isActive: true,
          triggerType: payload.triggerType,
          actionType: payload.actionType,
          actionConfig: payload.actionConfig,
        },
        now,
      );
      return { message: `Created automation "${automation.name}"`, automationId: automation.id };
    }
    case 'send_email':
      return sendEmail(workspaceId, actionId, payload, now);
    case 'create_scenario': {
      // The plan may have changed since the proposal: the same 402 the scenario route gives.
      const refusal = await forecastingRefusal(workspaceId);
      if (refusal) throw new PlanFeatureMissing(refusal);
      const scenario = await createScenario(workspaceId, payload, now);
      return {
        message: `Saved scenario "${scenario.name}"; compare it on the Forecast tab of Financial`,
        scenarioId: scenario.id,
      };
    }
  }
}

/**
 * Sends the email the way automations do (SES in AWS, the outbox locally) and records it in the outbox, keyed by
 * the action: a retried confirm finds the record and does not send twice.
 */
async function sendEmail(
  workspaceId: string,
  actionId: string,
  email: Extract<ChatActionPayload, { type: 'send_email' }>,
  now: Date,
): Promise<ChatActionResult> {
  const sent = await outboxEntity.get({ workspaceId, id: actionId }, { consistent: true });
  const { email: sender } = await messageSenders();
  if (!sent) {
    const { providerMessageId } = await sender.send({ to: email.to, subject: email.subject, body: email.body });
    await outboxEntity.create({
      workspaceId,
      id: actionId,
      channel: 'email',
      to: email.to,
      subject: email.subject,
      body: email.body,
      delivery: sender.delivery,
      providerMessageId,
      automationId: null,
      automationName: null,
      runId: actionId,
      createdAt: now.toISOString(),
    });
  }
  const where = (sent?.delivery ?? sender.delivery) === 'outbox' ? 'Stored the email in the outbox' : 'Sent the email';
  return { message: `${where} to ${email.to}`, outboxMessageId: actionId };
}
