import { DEFAULT_PLAN_TIER, planFor } from '@shared/catalog/plans';
import type { Automation } from '@shared/schemas/automation';
import { releaseDailySend, reserveDailySend } from '../data/automations/daily-sends';
import { outboxEntity } from '../data/automations/outbox';
import { brandNameOf } from '../data/branding/brand-in-force';
import { taskEntity } from '../data/tasks/tasks';
import { employeeEntity } from '../data/team/employees';
import { workspaceEntity } from '../data/workspace/workspaces';
import type { ActionPorts } from '../domain/automations/actions';
import { defaultRetryPolicy, PermanentFailure, withRetry } from '../domain/automations/retry';
import type { StepActionPorts } from '../domain/automations/step-actions';
import { brandedEmail } from '../domain/branding/email-branding';
import { messageSenders } from './message-senders';

/**
 * The automation actions' ports over the real world: follow-up tasks in the table, email and SMS through SES/SNS
 * (or, locally, only the outbox), and the connected CRM. Every write is keyed by the run's id, so a retried or
 * resumed run finds its own earlier work instead of repeating it. Messages count against the plan's daily cap
 * (`messagesPerDay`); past it the run fails with a message that says so.
 */
export function automationActionPorts(
  workspaceId: string,
  automation: Automation,
  connectedCrm: ActionPorts['connectedCrm'],
  stepPorts: StepActionPorts,
): ActionPorts {
  return {
    // Issue 33's actions go through the app's services (notifications, tasks, webhooks), passed in like the CRM.
    ...stepPorts,
    async createTask(task) {
      const now = new Date().toISOString();
      if (task.assigneeEmployeeId && !(await employeeEntity.get({ workspaceId, id: task.assigneeEmployeeId }))) {
        // Retrying will not bring the employee back: the step's settings need another assignee.
        throw new PermanentFailure(
          `The assignee ${task.assigneeEmployeeId} is not an employee of this workspace; choose another in the step`,
        );
      }
      // `false`: a task with this id (the run's own) exists, so an earlier attempt of this run created it.
      return taskEntity.create({
        ...task,
        workspaceId,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
        completedAt: null,
      });
    },
    async sendMessage(message) {
      const senders = await messageSenders();
      const sender = message.channel === 'email' ? senders.email : senders.sms;
      // A message for this run was sent already (the run is being resumed): do not send it twice.
      const sent = await outboxEntity.get({ workspaceId, id: message.id }, { consistent: true });
      if (sent) return { delivery: sent.delivery };
      const now = new Date();
      const { messagesPerDay, name: planName } = await workspacePlan(workspaceId);
      if (!(await reserveDailySend(workspaceId, messagesPerDay, now))) {
        throw new PermanentFailure(
          `Daily message limit reached: the ${planName} plan sends up to ${messagesPerDay} emails and text messages a day, so this ${message.channel === 'email' ? 'email' : 'text message'} to ${message.to} was not sent. The limit resets at midnight UTC.`,
        );
      }
      // What goes out is what the outbox keeps: the email with the workspace's footer.
      const { fromName, ...outgoing }: typeof message & { fromName?: string } =
        message.channel === 'email' ? { ...message, ...(await branded(workspaceId, message)) } : message;
      let providerMessageId: string | null;
      try {
        ({ providerMessageId } =
          message.channel === 'email'
            ? await senders.email.send({
                to: message.to,
                subject: outgoing.subject ?? '',
                body: outgoing.body,
                fromName,
              })
            : await senders.sms.send({ to: message.to, body: message.body }));
      } catch (error) {
        // Nothing went out: the send does not count against the day.
        await releaseDailySend(workspaceId, now);
        throw error;
      }
      const record = () =>
        outboxEntity.create({
          ...outgoing,
          workspaceId,
          delivery: sender.delivery,
          providerMessageId,
          automationId: automation.id,
          automationName: automation.name,
          runId: message.id,
          createdAt: new Date().toISOString(),
        });
      // The message is out: retry only the (idempotent) record, never the send, so a table blip cannot send it twice.
      const recorded = await withRetry(record, defaultRetryPolicy);
      if (!recorded.ok) {
        throw new PermanentFailure(
          `Sent to ${message.to}, but the outbox could not record it: ${recorded.error?.message}`,
        );
      }
      return { delivery: sender.delivery };
    },
    // The workspace's connected CRM (services/integrations/connected-crm.ts), passed in: adapters do not reach into services.
    connectedCrm,
  };
}

async function workspacePlan(workspaceId: string) {
  const workspace = await workspaceEntity.get({ workspaceId });
  const plan = planFor(workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER);
  return { name: plan.name, messagesPerDay: plan.limits.messagesPerDay };
}

/** The email as the workspace's branding sends it: its name as the sender's, its footer. */
async function branded(workspaceId: string, message: { subject?: string | null; body: string }) {
  return brandedEmail({ subject: message.subject ?? '', body: message.body }, await brandNameOf(workspaceId));
}
