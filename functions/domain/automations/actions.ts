import { defaultActionTexts } from '@shared/catalog/automation-types';
import type { Automation } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import { DEFAULT_TASK_PRIORITY, type TaskPriority } from '@shared/schemas/task';
import { PermanentFailure } from './retry';
import { renderTemplate } from './template';
import { templateValues } from './template-values';

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
  createdByAutomationId: string;
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

export interface ActionPorts {
  /** Creates the task; `false` when a task with this id exists already (a repeated attempt). */
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
    case 'new_lead':
      return `New lead ${event.data.lead.name}`;
    case 'meeting_scheduled':
      return `Meeting "${event.data.meeting.title}" scheduled for ${event.data.meeting.startsAt}`;
    case 'invoice_paid':
      return `Invoice ${event.data.invoice.number ?? event.data.invoice.id} paid: ${event.data.invoice.amount} ${event.data.invoice.currency}`;
  }
}

/**
 * Performs the automation's action for the event; answers what it did, or throws why it could not. Its texts give
 * times in `timeZone`, the workspace's.
 */
export async function performAction(
  automation: Pick<Automation, 'id' | 'name' | 'actionType' | 'actionConfig' | 'triggerType' | 'createdByUserId'>,
  event: BusinessEventDetail,
  runId: string,
  ports: ActionPorts,
  timeZone: string,
): Promise<string> {
  const config = automation.actionConfig;
  const defaults = defaultActionTexts(automation.triggerType);
  const values = templateValues(event, timeZone);
  const fill = (text: string | undefined, fallback: string) => renderTemplate(text || fallback, values).trim();

  switch (automation.actionType) {
    case 'create_task': {
      const title = (fill(config.taskTitle, defaults.taskTitle) || `Follow up: ${describeEvent(event)}`).slice(0, 200);
      const created = await ports.createTask({
        id: runId,
        title,
        description: `Created by the automation "${automation.name}" (${describeEvent(event)}).`,
        priority: config.taskPriority ?? DEFAULT_TASK_PRIORITY,
        createdByAutomationId: automation.id,
        userId: automation.createdByUserId,
      });
      return created ? `Created task "${title}"` : `Task "${title}" already created`;
    }
    case 'send_email': {
      if (!config.emailTo) throw new PermanentFailure('The automation has no email recipient');
      const subject = fill(config.emailSubject, defaults.emailSubject);
      const { delivery } = await ports.sendMessage({
        id: runId,
        channel: 'email',
        to: config.emailTo,
        subject,
        body: fill(config.emailBody, defaults.emailBody),
      });
      return `${delivery === 'outbox' ? 'Stored email in the outbox' : 'Sent email'} to ${config.emailTo}: "${subject}"`;
    }
    case 'send_sms': {
      if (!config.smsTo) throw new PermanentFailure('The automation has no SMS number');
      const { delivery } = await ports.sendMessage({
        id: runId,
        channel: 'sms',
        to: config.smsTo,
        subject: null,
        body: fill(config.smsMessage, defaults.smsMessage),
      });
      return `${delivery === 'outbox' ? 'Stored SMS in the outbox' : 'Sent SMS'} to ${config.smsTo}`;
    }
    case 'update_crm': {
      const crm = await ports.connectedCrm();
      if (!crm) throw new PermanentFailure(NO_CRM_CONNECTED);
      await crm.recordActivity(fill(config.crmNote, defaults.crmNote), event);
      return `Recorded the event in ${crm.provider}`;
    }
  }
}
