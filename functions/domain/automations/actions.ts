import { defaultActionTexts } from '@shared/catalog/automation-types';
import { formatMoney } from '@shared/format/money';
import { type ActionStep, e164Pattern } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import { DEFAULT_TASK_PRIORITY, type TaskPriority } from '@shared/schemas/task';
import * as z from '@shared/zod';
import { addDays } from '../finance/calendar-date';
import { dateInZone } from '../kpi/zoned-date';
import type { ActionContext, ActionResult } from './action-context';
import { PermanentFailure } from './retry';
import {
  performAddEmployeeNote,
  performNotify,
  performPostMessage,
  performSendWebhook,
  performUpdateTask,
  type StepActionPorts,
} from './step-actions';
import { renderTemplate } from './template';

/**
 * What each action does, over small ports so the rules are unit-tested without I/O. Every port call is keyed by the
 * run's id (the follow-up task's id, the outbox message's id), so repeating a step after a failure or a
 * redelivery never acts twice.
 */
export interface FollowUpTask {
  id: string;
  title: string;
  description: string;
  priority: TaskPriority;
  /** `taskDueInDays` after the day the step runs, in the workspace's zone: that day's midnight UTC, as the form sends. */
  dueDate: string | null;
  assigneeEmployeeId: string | null;
  createdByAutomationId: string;
  /** The run's chain (`chain.ts`), kept on the task so that its completion, whoever completes it, carries it. */
  automationChain: string[];
  userId: string;
}

export interface OutgoingMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

export interface CrmConnection {
  provider: string;
  recordActivity(note: string, event: BusinessEventDetail): Promise<void>;
}

export interface ActionPorts extends StepActionPorts {
  /**
   * Creates the task; `false` when a task with this id exists already (a repeated attempt). Throws a
   * `PermanentFailure` when the assignee is not an employee of the workspace.
   */
  createTask(task: FollowUpTask): Promise<boolean>;
  /** Sends (or, locally, stores) the message unless a message with this id was already sent. */
  sendMessage(message: OutgoingMessage): Promise<{ delivery: string }>;
  /** The workspace's connected CRM, if any. */
  connectedCrm(): Promise<CrmConnection | undefined>;
}

export const NO_CRM_CONNECTED = 'No CRM integration connected';

/** One line saying what the event was about, for run history. */
export function describeEvent(event: BusinessEventDetail): string {
  switch (event.type) {
    case 'task_completed':
      return `Task "${event.data.task.title}" completed`;
    case 'task_created':
      return `Task "${event.data.task.title}" created`;
    case 'new_lead':
      return `New lead ${event.data.lead.name}`;
    case 'meeting_scheduled':
      return `Meeting "${event.data.meeting.title}" scheduled for ${event.data.meeting.startsAt}`;
    case 'invoice_paid':
      return `Invoice ${event.data.invoice.number ?? event.data.invoice.id} paid: ${formatMoney(event.data.invoice.amount, event.data.invoice.currency)}`;
    case 'schedule':
      return `Scheduled for ${event.data.scheduledAt}`;
    case 'webhook_received':
      return `Webhook received at ${event.data.receivedAt}`;
    case 'integration_item':
      return event.data.change === 'status_changed'
        ? `${event.data.provider} ${event.data.dataType} now ${event.data.status ?? 'without a status'}: ${event.data.name}`
        : `New ${event.data.dataType} from ${event.data.provider}: ${event.data.name}`;
    case 'cash_low':
      return `Cash forecast to fall to ${formatMoney(event.data.amount, event.data.currency ?? 'USD')} on ${event.data.date}`;
    case 'employee_note_follow_up_due':
      return `Follow-up of the note "${event.data.subject}" about ${event.data.employeeName} due on ${event.data.followUpDate}`;
  }
}

/**
 * The recipient for this event: the address or number as saved, or the `{{variable}}` filled from the event (the
 * customer of a paid invoice). An event that lacks it, or holds something that is not one, fails the run for good.
 */
function recipient(template: string, filled: string, channel: 'email' | 'sms'): string {
  const usable = channel === 'email' ? z.email().safeParse(filled).success : e164Pattern.test(filled);
  if (usable) return filled;
  const what = channel === 'email' ? 'an email address' : 'a phone number in international format';
  throw new PermanentFailure(
    filled
      ? `The recipient ${template} is "${filled}" for this event, which is not ${what}`
      : `The recipient ${template} is empty for this event, so there is no one to send to`,
  );
}

/** Performs one action step, whichever its action (see `ActionContext`); the one entry the run's steps go through. */
export async function performActionStep(
  step: ActionStep,
  context: ActionContext,
  ports: ActionPorts,
): Promise<ActionResult> {
  const { automation, event, idempotencyKey, values, chain } = context;
  const defaults = defaultActionTexts(automation.triggerType);
  const fill = (text: string | undefined, fallback: string) => renderTemplate(text || fallback, values).trim();

  switch (step.action) {
    case 'create_task': {
      const { config } = step;
      const title = (fill(config.taskTitle, defaults.taskTitle) || `Follow up: ${describeEvent(event)}`).slice(0, 200);
      const assignee = config.taskAssigneeEmployeeId ? fill(config.taskAssigneeEmployeeId, '') : '';
      const created = await ports.createTask({
        id: idempotencyKey,
        title,
        description: `Created by the automation "${automation.name}" (${describeEvent(event)}).`,
        priority: config.taskPriority ?? DEFAULT_TASK_PRIORITY,
        dueDate:
          config.taskDueInDays === undefined
            ? null
            : `${addDays(dateInZone(context.now, context.timeZone), config.taskDueInDays)}T00:00:00.000Z`,
        assigneeEmployeeId: assignee || null,
        createdByAutomationId: automation.id,
        automationChain: [...chain],
        userId: automation.createdByUserId,
      });
      return {
        summary: created ? `Created task "${title}"` : `Task "${title}" already created`,
        output: { taskId: idempotencyKey, title },
      };
    }
    case 'send_email': {
      const { config } = step;
      if (!config.emailTo) throw new PermanentFailure('The automation has no email recipient');
      const to = recipient(config.emailTo, fill(config.emailTo, ''), 'email');
      const subject = fill(config.emailSubject, defaults.emailSubject);
      const { delivery } = await ports.sendMessage({
        id: idempotencyKey,
        channel: 'email',
        to,
        subject,
        body: fill(config.emailBody, defaults.emailBody),
      });
      return {
        summary: `${delivery === 'outbox' ? 'Stored email in the outbox' : 'Sent email'} to ${to}: "${subject}"`,
        output: { messageId: idempotencyKey, to },
      };
    }
    case 'send_sms': {
      const { config } = step;
      if (!config.smsTo) throw new PermanentFailure('The automation has no SMS number');
      const to = recipient(config.smsTo, fill(config.smsTo, ''), 'sms');
      const { delivery } = await ports.sendMessage({
        id: idempotencyKey,
        channel: 'sms',
        to,
        subject: null,
        body: fill(config.smsMessage, defaults.smsMessage),
      });
      return {
        summary: `${delivery === 'outbox' ? 'Stored SMS in the outbox' : 'Sent SMS'} to ${to}`,
        output: { messageId: idempotencyKey, to },
      };
    }
    case 'update_crm': {
      const crm = await ports.connectedCrm();
      if (!crm) throw new PermanentFailure(NO_CRM_CONNECTED);
      await crm.recordActivity(fill(step.config.crmNote, defaults.crmNote), event);
      return { summary: `Recorded the event in ${crm.provider}`, output: { provider: crm.provider } };
    }
    case 'notify':
      return performNotify(step.config, context, ports);
    case 'send_webhook':
      return performSendWebhook(step.config, context, ports);
    case 'update_task':
      return performUpdateTask(step.config, context, ports);
    case 'post_slack':
      return performPostMessage('slack', step.config, context, ports);
    case 'post_teams':
      return performPostMessage('microsoft_teams', step.config, context, ports);
    case 'add_employee_note':
      return performAddEmployeeNote(step.config, context, ports);
  }
}
