import { actionTypeInfo, triggerTypeInfo } from '@shared/catalog/automation-types';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import type { ChatActionPayload, ChatActionStatus } from '@shared/schemas/assistant';
import { formatDate, usd } from './markdown';

/**
 * A change the assistant proposed: nothing happens until the user confirms it, within 24 hours. Confirming is
 * idempotent (a second confirm answers the first result and acts no more); a cancelled or expired proposal cannot be
 * confirmed. Pure rules; the service stores the status with conditional writes so two requests cannot both act.
 */
export const ACTION_CONFIRM_WINDOW_MS = 24 * 60 * 60 * 1000;

/** `confirming`: one request is carrying it out (stored only; shown as pending). */
export type StoredActionStatus = 'pending' | 'confirming' | 'confirmed' | 'cancelled';

export interface ActionState {
  status: StoredActionStatus;
  confirmableUntil: string;
}

/** What the user sees: a pending action past its window is expired. */
export function visibleStatus(action: ActionState, now: Date): ChatActionStatus {
  if (action.status === 'confirming') return 'pending';
  if (action.status === 'pending' && Date.parse(action.confirmableUntil) <= now.getTime()) return 'expired';
  return action.status;
}

export type Decision = { kind: 'act' } | { kind: 'answer' } | { kind: 'busy' } | { kind: 'refuse'; message: string };

export function decideConfirm(action: ActionState, now: Date): Decision {
  switch (visibleStatus(action, now)) {
    case 'confirmed':
      return { kind: 'answer' };
    case 'cancelled':
      return { kind: 'refuse', message: 'This action was cancelled; ask the assistant again if you still want it.' };
    case 'expired':
      return {
        kind: 'refuse',
        message: 'This action expired after 24 hours; ask the assistant again if you still want it.',
      };
    default:
      return action.status === 'confirming' ? { kind: 'busy' } : { kind: 'act' };
  }
}

export function decideCancel(action: ActionState, now: Date): Decision {
  switch (visibleStatus(action, now)) {
    case 'cancelled':
    case 'expired':
      return { kind: 'answer' };
    case 'confirmed':
      return { kind: 'refuse', message: 'This action was already confirmed and carried out.' };
    default:
      return action.status === 'confirming' ? { kind: 'busy' } : { kind: 'act' };
  }
}

/** The card's one line: 'Create task "Call Acme about invoice 1043", high priority'. */
export function summarizeAction(payload: ChatActionPayload): string {
  switch (payload.type) {
    case 'create_task': {
      const due = payload.dueDate ? `, due ${formatDate(payload.dueDate)}` : '';
      const assignee = payload.assigneeName ? `, assigned to ${payload.assigneeName}` : '';
      return `Create task "${payload.title}", ${taskPriorityLabels[payload.priority].toLowerCase()} priority${due}${assignee}`;
    }
    case 'assign_task':
      return `Assign "${payload.taskTitle}" to ${payload.employeeName}`;
    case 'create_automation': {
      const config = payload.actionConfig;
      const to =
        payload.actionType === 'send_email' && config.emailTo
          ? ` to ${config.emailTo}`
          : payload.actionType === 'send_sms' && config.smsTo
            ? ` to ${config.smsTo}`
            : '';
      return `Create automation "${payload.name}": when ${triggerTypeInfo(payload.triggerType).label}, ${actionTypeInfo(payload.actionType).label}${to}`;
    }
    case 'send_email':
      return `Send email to ${payload.to}: "${payload.subject}"`;
    case 'create_scenario':
      return `Save forecast scenario "${payload.name}": ${payload.items.map(scenarioItemWords).join('; ')}`;
  }
}

type ScenarioItemPayload = Extract<ChatActionPayload, { type: 'create_scenario' }>['items'][number];

/** 'Hire: $4,000.00 out monthly from Mar 1, 2027 to Aug 31, 2027'. */
function scenarioItemWords(item: ScenarioItemPayload): string {
  const when =
    item.cadence === 'once'
      ? `once on ${formatDate(item.startDate)}`
      : `${item.cadence} from ${formatDate(item.startDate)}${item.endDate ? ` to ${formatDate(item.endDate)}` : ''}`;
  return `${item.label}: ${usd(item.amount)} ${item.direction} ${when}`;
}
