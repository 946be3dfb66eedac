import { defaultActionTexts } from '@shared/catalog/automation-types';
import { triggerVariables } from '@shared/catalog/automation-variables';
import { integrationProvider } from '@shared/catalog/integrations';
import type { BranchSideStep, TriggerType } from '@shared/schemas/automation';
import type { TaskPriority, TaskStatus } from '@shared/schemas/task';
import type { DraftContext, DraftEmployee, DraftMember } from './draft-context';
import { COUNT, minutesOf, quoteIn, sentenceCase, UNIT } from './plain-words';

export interface StepReader {
  triggerType: TriggerType;
  context: DraftContext;
  quotes: readonly string[];
  /** What could not be honoured, for the person to read beside the proposal. */
  notes: string[];
}

/** Words that start an instruction; an 'and' before one of them starts a new step. */
export const ACTION_VERB =
  '(?:e-?mail|text|sms|send|create|add|make|open|tell|post|notify|alert|message|ping|wait|pause|update|log|record|mark|assign|forward|remind|let|put|move|set|slack)';

const CLAUSE_BREAK = new RegExp(
  String.raw`\s*(?:;|\s\+\s|\s&\s|,?\s+and then\s+|,?\s+then\s+|,\s+and\s+|,\s+|\s+and\s+(?=(?:also\s+)?${ACTION_VERB}\b)|\.\s+)\s*`,
  'i',
);

/** The steps (actions and delays) a run of instructions asks for, in the order given. */
export function readSteps(text: string, reader: StepReader): BranchSideStep[] {
  const steps: BranchSideStep[] = [];
  for (const clause of text.split(CLAUSE_BREAK).map((c) => c.trim().replace(/[.!]+$/, ''))) {
    if (!clause) continue;
    const noted = reader.notes.length;
    const read = readClause(clause, reader, steps);
    // A clause that said why it was left out (an app not connected) needs no second note.
    if (!read.length && reader.notes.length === noted && !/^(?:and|also|please|then)$/i.test(clause)) {
      reader.notes.push(`Not understood, so left out: “${restoreQuotes(clause, reader.quotes)}”`);
    }
    steps.push(...read);
  }
  return steps;
}

const restoreQuotes = (clause: string, quotes: readonly string[]) =>
  clause.replace(/⟦(\d+)⟧/g, (_, n: string) => `"${quotes[Number(n)] ?? ''}"`);

const DELAY_ONLY = new RegExp(String.raw`^(?:then\s+)?(?:wait|pause)(?:\s+for)?\s+${COUNT}\s+${UNIT}$`, 'i');
const DELAY_FIRST = new RegExp(String.raw`^(?:after|wait(?:\s+for)?)\s+${COUNT}\s+${UNIT},?\s+(?:then\s+)?(.+)$`, 'i');
const LATER_FIRST = new RegExp(String.raw`^${COUNT}\s+${UNIT}\s+later,?\s+(?:then\s+)?(.+)$`, 'i');
const DELAY_LAST = new RegExp(String.raw`^(.+?)\s+(?:${COUNT}\s+${UNIT}\s+later|after\s+${COUNT}\s+${UNIT})$`, 'i');
const IN_LAST = new RegExp(String.raw`^(.+?)\s+(?:due\s+)?in\s+${COUNT}\s+${UNIT}$`, 'i');
const DUE_ONLY = new RegExp(String.raw`^(?:due\s+)?in\s+${COUNT}\s+${UNIT}$`, 'i');

function readClause(clause: string, reader: StepReader, before: readonly BranchSideStep[]): BranchSideStep[] {
  const delayOnly = DELAY_ONLY.exec(clause);
  if (delayOnly) return [delay(delayOnly[1]!, delayOnly[2]!)];
  const delayFirst = DELAY_FIRST.exec(clause);
  if (delayFirst) return [delay(delayFirst[1]!, delayFirst[2]!), ...readClause(delayFirst[3]!, reader, before)];
  const laterFirst = LATER_FIRST.exec(clause);
  if (laterFirst) return [delay(laterFirst[1]!, laterFirst[2]!), ...readClause(laterFirst[3]!, reader, before)];
  const delayLast = DELAY_LAST.exec(clause);
  if (delayLast) {
    const count = delayLast[2] ?? delayLast[4]!;
    const unit = delayLast[3] ?? delayLast[5]!;
    return [delay(count, unit), ...readClause(delayLast[1]!, reader, before)];
  }
  // 'due in 2 days' on its own finishes the task just before it.
  const dueOnly = DUE_ONLY.exec(clause);
  const last = before.at(-1);
  if (dueOnly && last?.type === 'action' && last.action === 'create_task') {
    last.config.taskDueInDays = dueDays(dueOnly[1]!, dueOnly[2]!);
    return [];
  }
  const inLast = IN_LAST.exec(clause);
  if (inLast) {
    const [action] = readAction(inLast[1]!, reader);
    if (action?.type === 'action' && action.action === 'create_task') {
      action.config.taskDueInDays = dueDays(inLast[2]!, inLast[3]!);
      return [action];
    }
    if (action) return [delay(inLast[2]!, inLast[3]!), action];
  }
  return readAction(clause, reader);
}

const delay = (count: string, unit: string): BranchSideStep => ({
  type: 'delay',
  minutes: minutesOf(count.toLowerCase(), unit.toLowerCase()),
});

const dueDays = (count: string, unit: string) => Math.round(minutesOf(count.toLowerCase(), unit.toLowerCase()) / 1440);

/** The one action a clause asks for, with its settings; none when it names no action this engine knows. */
function readAction(clause: string, reader: StepReader): BranchSideStep[] {
  const low = clause.toLowerCase();
  const quote = quoteIn(clause, reader.quotes);
  const { triggerType, context } = reader;
  if (/\b(microsoft )?teams\b/.test(low)) return postMessage('post_teams', 'microsoft_teams', clause, reader);
  if (/\bslack\b|#[\w-]+/.test(low)) return postMessage('post_slack', 'slack', clause, reader);
  const url = /\bhttps?:\/\/[^\s"'<>]+/i.exec(clause)?.[0]?.replace(/[.,;)]+$/, '');
  if (url) return [{ type: 'action', action: 'send_webhook', config: { url } }];
  if (/\bcrm\b/.test(low)) return [{ type: 'action', action: 'update_crm', config: quote ? { crmNote: quote } : {} }];
  const taskChange = readTaskChange(low, reader);
  if (taskChange) return [taskChange];
  if (/\b(tasks?|to-?dos?)\b/.test(low)) return [createTask(clause, reader)];
  if (/\be-?mail\b/.test(low)) {
    const to = emailRecipient(clause, reader);
    return [
      {
        type: 'action',
        action: 'send_email',
        config: { ...(to ? { emailTo: to } : {}), ...(quote ? { emailSubject: quote } : {}) },
      },
    ];
  }
  if (/\b(sms|text)\b/.test(low)) {
    const to =
      /\+\d{7,15}\b/.exec(clause)?.[0] ?? (mentionsOtherParty(low) ? variableOf(triggerType, 'phone') : undefined);
    if (!to) {
      reader.notes.push('An SMS needs a phone number in international format (e.g. +15551234567); add it in the step.');
      return [];
    }
    return [{ type: 'action', action: 'send_sms', config: { smsTo: to, ...(quote ? { smsMessage: quote } : {}) } }];
  }
  if (/\b(notify|alert|let|tell|ping|remind|notification)\b/.test(low)) {
    const memberUserIds = membersNamed(low, context);
    return [{ type: 'action', action: 'notify', config: { memberUserIds, ...(quote ? { title: quote } : {}) } }];
  }
  // 'send the weekly summary to the team': in the members' notifications.
  if (/\b(send|share)\b.*\bto\b/.test(low)) {
    const memberUserIds = membersNamed(low, context);
    return [{ type: 'action', action: 'notify', config: { memberUserIds, ...(quote ? { title: quote } : {}) } }];
  }
  return [];
}

function postMessage(
  action: 'post_slack' | 'post_teams',
  provider: 'slack' | 'microsoft_teams',
  clause: string,
  reader: StepReader,
): BranchSideStep[] {
  const integration = reader.context.integrations.find((i) => i.provider === provider);
  if (!integration) {
    reader.notes.push(
      `${integrationProvider(provider).name} is not connected: connect it in Integrations to post there.`,
    );
    return [];
  }
  const named = /#([\w-]+)/.exec(clause)?.[1] ?? /\b(?:the\s+)?([\w-]+)\s+channel\b/i.exec(clause)?.[1];
  const channel = named && !['slack', 'teams', 'a', 'the'].includes(named.toLowerCase()) ? `#${named}` : '#general';
  const text = quoteIn(clause, reader.quotes) ?? defaultActionTexts(reader.triggerType).smsMessage;
  return [{ type: 'action', action, config: { integrationId: integration.id, channel, text } }];
}

const TASK_STATUS: readonly (readonly [RegExp, TaskStatus])[] = [
  [/\bin progress\b/, 'in_progress'],
  [/\b(done|complete|completed|finished)\b/, 'completed'],
  [/\b(pending|open|to ?do)\b/, 'pending'],
];

/** 'mark the task in progress', 'assign it to Sam': a change to the task the trigger is about. */
function readTaskChange(low: string, reader: StepReader): BranchSideStep | undefined {
  const aboutTask = reader.triggerType === 'task_created' || reader.triggerType === 'task_completed';
  if (!aboutTask || /\b(create|add|make|open)\b.*\btask\b|\bnew task\b|\bfollow[- ]up task\b/.test(low))
    return undefined;
  const marks = /\b(mark|move|set)\b/.test(low);
  const status = marks ? TASK_STATUS.find(([pattern]) => pattern.test(low))?.[1] : undefined;
  const assignee = /\bassign\b/.test(low) ? employeeNamed(low, reader.context.employees) : undefined;
  if (!status && !assignee) return undefined;
  return {
    type: 'action',
    action: 'update_task',
    config: {
      taskId: '{{trigger.id}}',
      ...(status ? { status } : {}),
      ...(assignee ? { assigneeEmployeeId: assignee.id } : {}),
    },
  };
}

const PRIORITY: readonly (readonly [RegExp, TaskPriority])[] = [
  [/\b(high[- ]priority|urgent|important)\b/, 'high'],
  [/\blow[- ]priority\b/, 'low'],
  [/\bmedium[- ]priority\b/, 'medium'],
];

function createTask(clause: string, reader: StepReader): BranchSideStep {
  const low = clause.toLowerCase();
  const assignee = employeeNamed(low, reader.context.employees);
  const quoted = quoteIn(clause, reader.quotes);
  const priority = PRIORITY.find(([pattern]) => pattern.test(low))?.[1];
  return {
    type: 'action',
    action: 'create_task',
    config: {
      ...(quoted ? { taskTitle: quoted } : taskTitleOf(clause, assignee)),
      ...(priority ? { taskPriority: priority } : {}),
      ...(assignee ? { taskAssigneeEmployeeId: assignee.id } : {}),
    },
  };
}

/** 'create a task for Sam to call the customer' → 'Call the customer'. */
function taskTitleOf(clause: string, assignee: DraftEmployee | undefined): { taskTitle?: string } {
  const match = /\b(?:tasks?|to-?dos?)\b(?:\s+for\s+[\w'’]+(?:\s+[\w'’]+)?)?\s+(?:to|:)\s+(.+)$/i.exec(clause);
  if (!match) return {};
  let title = match[1]!;
  if (assignee)
    title = title.replace(
      new RegExp(
        String.raw`\s+for\s+${escapeRegExp(assignee.name)}\b.*$|\s+for\s+${escapeRegExp(firstName(assignee.name))}\b.*$`,
        'i',
      ),
      '',
    );
  return { taskTitle: sentenceCase(title) };
}

/** The other party of the event: the customer who paid, the lead, the attendee. */
const mentionsOtherParty = (low: string) =>
  /\b(customer|client|lead|attendee|contact|buyer|payer|them|him|her|sender|person)\b/.test(low);

function variableOf(triggerType: TriggerType, kind: 'email' | 'phone'): string | undefined {
  const found = triggerVariables(triggerType).find((v) => v.kind === kind && v.name.startsWith('trigger.'));
  return found ? `{{${found.name}}}` : undefined;
}

/** Who an email goes to: an address, the event's other party, a member, or (none) the creator's own address. */
function emailRecipient(clause: string, reader: StepReader): string | undefined {
  const low = clause.toLowerCase();
  const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(clause)?.[0];
  if (address) return address;
  if (/\b(me|myself)\b/.test(low)) return undefined;
  const member = [...reader.context.members].find((m) => nameMentioned(low, m.name));
  if (member) return member.email;
  const byRole = roleMembers(low, reader.context)[0];
  if (byRole) return byRole.email;
  if (mentionsOtherParty(low)) return variableOf(reader.triggerType, 'email');
  return undefined;
}

/** The members a notification goes to, by name or role; the person asking when none is named. */
function membersNamed(low: string, context: DraftContext): string[] {
  if (/\b(the team|everyone|everybody|all members|the whole team)\b/.test(low)) {
    return context.members.map((m) => m.userId);
  }
  const named = context.members.filter((m) => nameMentioned(low, m.name));
  const byRole = roleMembers(low, context);
  const ids = [...named, ...byRole].map((m) => m.userId);
  if (/\b(me|myself)\b/.test(low)) ids.unshift(context.requesterUserId);
  return ids.length ? [...new Set(ids)] : [context.requesterUserId];
}

function roleMembers(low: string, context: DraftContext): DraftMember[] {
  if (/\bmanagers?\b/.test(low)) return context.members.filter((m) => m.role === 'manager');
  if (/\bowners?\b/.test(low)) return context.members.filter((m) => m.role === 'owner');
  if (/\badmins?\b/.test(low)) return context.members.filter((m) => m.role === 'admin');
  return [];
}

function employeeNamed(low: string, employees: readonly DraftEmployee[]): DraftEmployee | undefined {
  return employees.find((e) => nameMentioned(low, e.name));
}

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a person is named by full or first name ('Sam', 'Sam Lee'). */
function nameMentioned(low: string, name: string): boolean {
  const full = name.toLowerCase();
  return new RegExp(String.raw`\b(${escapeRegExp(full)}|${escapeRegExp(firstName(full))})\b`).test(low);
}
