import type { ExpenseCategory } from '@shared/catalog/finance-categories';
import { type IntegrationProviderId, integrationProviders } from '@shared/catalog/integrations';
import type { ActionType, TriggerType } from '@shared/schemas/automation';
import type { TaskPriority } from '@shared/schemas/task';
import type { CalendarDate } from '../finance/calendar-date';
import { type EmailPurpose, readEmailRequest } from './email-draft';
import { type PeriodRef, periodIn, periodsIn } from './periods';
import { isScenarioRequest, parseScenarioRequest, type ScenarioDraft } from './scenario-request';
import { parseTaskRequest, type RequestContext } from './task-request';

/**
 * What the built-in assistant recognises in a message: the documented questions and action requests, each with the
 * arguments it needs (a period, a title, a due date, an employee's name), classified by patterns and keywords, with
 * dates read by chrono in the workspace's time zone. Pure: the same text, now, zone and employees always give the same
 * intent. Anything else is `unknown`, which the assistant answers by saying what it can answer.
 */
export type KpiMetric = 'revenue' | 'leads' | 'appointments' | 'tasks';

/** Who an automation's message goes to: the person asking ('me'), an employee by full name, an address or number. */
export type AutomationRecipient =
  | { kind: 'me' }
  | { kind: 'employee'; name: string }
  | { kind: 'address'; value: string };

export type Intent =
  | { kind: 'kpi'; metrics: KpiMetric[]; period: PeriodRef; compare: PeriodRef | 'previous' | null }
  | { kind: 'overdue_tasks' }
  | { kind: 'high_priority_tasks' }
  | { kind: 'task_summary' }
  | { kind: 'who_should_take'; task: string }
  /** 'overview': how big the team is, with both lists; the others ask for one list or both. */
  | { kind: 'team_performance'; focus: TeamFocus }
  | { kind: 'expenses' }
  | { kind: 'spending'; category: ExpenseCategory | null; merchant: string | null; period: PeriodRef | null }
  | { kind: 'top_merchants'; period: PeriodRef | null }
  | { kind: 'cash_balance' }
  | { kind: 'failed_automations' }
  | { kind: 'create_automation'; trigger: TriggerType; action: ActionType; recipient: AutomationRecipient | null }
  | { kind: 'failing_integrations' }
  | { kind: 'integration_status'; provider: IntegrationProviderId }
  | { kind: 'draft_email'; recipient: string; purpose: EmailPurpose; topic: string | null }
  | {
      kind: 'create_task';
      title: string;
      priority: TaskPriority | null;
      dueDate: CalendarDate | null;
      assignee: string | null;
    }
  | { kind: 'assign_task'; task: string; employee: string }
  | { kind: 'draft_scenario'; draft: ScenarioDraft }
  | { kind: 'help' }
  | { kind: 'unknown' };

export type TeamFocus = 'top' | 'support' | 'both' | 'overview';
export type IntentKind = Intent['kind'];
export type { RequestContext };

/** Single spaces, no trailing punctuation: the message as typed, otherwise. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '')
    .trim();
}

/** Straight quotes for curly ones, one character for one, so a position in either text is the same in the other. */
function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

/** The message as the patterns read it: tidied, with straight quotes. */
export function normalize(text: string): string {
  return straightenQuotes(tidy(text));
}

/**
 * A free-text argument (a title, a topic, a name) with the quotes the person typed: the patterns read straight quotes,
 * but 'Saturday’s stocktake' goes into a draft or a task title as it was written. Found by its position in the read
 * text; an argument the reading reworded (capitalised, trimmed) keeps its other changes.
 */
function withTypedQuotes(value: string, read: string, typed: string): string {
  const at = read.toLowerCase().indexOf(value.toLowerCase());
  if (at < 0 || !/['"]/.test(value)) return value;
  return [...value].map((char, i) => (char === "'" || char === '"' ? typed[at + i]! : char)).join('');
}

const FREE_TEXT_ARGUMENTS = ['task', 'title', 'topic', 'recipient', 'employee', 'assignee'] as const;

function keepTypedQuotes(intent: Intent, read: string, typed: string): Intent {
  const restored: Record<string, unknown> = { ...intent };
  for (const key of FREE_TEXT_ARGUMENTS) {
    const value = restored[key];
    if (typeof value === 'string') restored[key] = withTypedQuotes(value, read, typed);
  }
  return restored as Intent;
}

/** A name or title as typed, without surrounding quotes, a leading article or "the task". */
function cleanRef(text: string): string {
  return text
    .trim()
    .replace(/^(the )?(task|job|to-?do) /i, '')
    .replace(/^["'](.*)["']$/, '$1')
    .replace(/ (task|please)$/i, '')
    .replace(/[?!.,;:]+$/, '')
    .trim();
}

/** 'Create a task …', 'Add a to-do …', 'Remind me to …', 'New task: …', 'Put … on my to-do list'. */
const TASK_REQUEST = [
  /^(?:(?:hey|ok|okay|so)[, ]+)?(?:please |can you |could you |would you |will you |i'?d like you to |i want you to |i need you to |go ahead and |let'?s |help me )*(?:create|add|make|open|set up|log|put in|put|schedule|write|enter|record|raise|start)(?: me)?(?: up)? (?:a |an |one |another )?(?:new |quick )?(?:(?:high|urgent|top|medium|normal|low)[- ]priority |urgent |important )?(?:task|to-?do|todo|action item|reminder)(?: item)?\b(.*)$/i,
  /^(?:please |can you |could you )*(?:i need|i want|i'?d like|we need) (?:a |an )?(?:new )?(?:(?:high|urgent|medium|low)[- ]priority )?(?:task|to-?do|reminder)\b(.*)$/i,
  /^(?:please |can you |could you )*(?:remind me|don'?t let me forget|make sure i remember) (?:to )?(.+)$/i,
  /^(?:new |add )(?:task|to-?do)[:\s-]+(.+)$/i,
  /^(?:please |can you |could you )*(?:add|put) (.+?) (?:to|on) (?:my|the|our) (?:tasks|task list|to-?do(?: list)?|todo list|list)\b(.*)$/i,
];

function createTaskIntent(original: string, context: RequestContext): Intent | undefined {
  for (const pattern of TASK_REQUEST) {
    const match = pattern.exec(original.trim());
    if (!match) continue;
    // A leading priority ('a high-priority task') is read with the rest.
    const leading =
      /\b(?:(high|urgent|top|medium|normal|low)[- ]priority|(urgent|important)) (?:task|to-?do|reminder)/i.exec(
        original,
      );
    const leadingWord = leading?.[1] ?? leading?.[2];
    const body = `${match[1] ?? ''}${match[2] ? ` ${match[2]}` : ''}${leadingWord ? `, ${leadingWord} priority` : ''}`;
    const request = parseTaskRequest(body, context);
    if (!request.title) return undefined;
    return { kind: 'create_task', ...request };
  }
  return undefined;
}

function assignIntent(text: string): Intent | undefined {
  const patterns: [RegExp, number, number][] = [
    [/^(?:please |can you |could you )*(?:re)?assign (.+?) to (.+)$/i, 1, 2],
    [/^(?:please |can you |could you )*(?:give|hand(?: over)?) (?:the task )?(.+?) to (.+)$/i, 1, 2],
    [/^(?:please |can you |could you )*(?:let|have) (.+?) (?:take|handle|own|work on) (.+)$/i, 2, 1],
  ];
  for (const [pattern, taskGroup, employeeGroup] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const task = cleanRef(match[taskGroup] ?? '');
    const employee = cleanRef(match[employeeGroup] ?? '');
    if (task && employee) return { kind: 'assign_task', task, employee };
  }
  return undefined;
}

const EMAIL_NOUN = '(?:e-?mail|message|note|mail|letter)';
const EMAIL_VERB = '(?:draft|write|compose|prepare|send|shoot|drop|fire off|put together)';
const EMAIL_REQUEST = [
  new RegExp(
    `^(?:please |can you |could you |would you |will you |help me |i need to |i want to |i'?d like to |let'?s )*${EMAIL_VERB}(?: me| up| out| off)? (?:an? |the |quick |short |brief )*${EMAIL_NOUN} (?:to|for) (.+)$`,
    'i',
  ),
  new RegExp(
    `^(?:please |can you |could you |would you |help me |i need to |i want to )*(?:send|write|shoot|drop) (\\S+(?: \\S+)?) (?:an? |the |quick |short )+${EMAIL_NOUN}\\b,?(.*)$`,
    'i',
  ),
  /^(?:please |can you |could you |would you |help me |i need to |i want to )*(?:e-?mail|write to|message|send) (?!an? |the )(.+)$/i,
];

/** Where the recipient ends and what to say begins: a joining word, a participle, or a purpose verb. */
const RECIPIENT_END =
  /^(.+?)(?:,? (?:and |to )?(?=(?:remind|thank|ask|tell|let|inform|follow|updat|say)\w*\b)|,? (?=(?:about|regarding|re:?|concerning|on the subject of)\b)| (?=for (?:the|her|his|their|your|our|a|an)\b)|, ?)(.*)$/i;

function draftEmailIntent(original: string): Intent | undefined {
  for (const pattern of EMAIL_REQUEST) {
    const match = pattern.exec(original.trim());
    if (!match) continue;
    const tail = `${match[1]!.trim()}${match[2] ? `, ${match[2].trim()}` : ''}`;
    const split = RECIPIENT_END.exec(tail);
    const recipient = cleanRef(split ? split[1]! : tail).replace(/^(?:my |our )/i, '');
    if (!recipient || recipient.split(' ').length > 4) continue;
    const request = readEmailRequest(split ? split[2]! : null);
    return { kind: 'draft_email', recipient, ...request };
  }
  return undefined;
}

function whoShouldTakeIntent(text: string): Intent | undefined {
  const patterns = [
    /^who (?:should|could|can|would) (?:best )?(?:take|handle|do|work on|own|pick up|be assigned(?: to)?|tackle) (.+)$/i,
    /^who(?:'s| is) (?:the )?(?:best|right|ideal)(?: person| fit| employee| match)?(?: suited)? (?:for|to (?:take|handle|do)) (.+)$/i,
    /^(?:who|which (?:employee|team member|person)) (?:is|would be) (?:best|a good fit|the best fit) (?:for|to (?:take|handle|do)) (.+)$/i,
    /(?:best|right|ideal) (?:person|employee|team member|fit|match|candidate) (?:for|to (?:take|handle|do)) (.+)$/i,
    /^(?:recommend|suggest|find) (?:someone|somebody|an employee|a team member|the best (?:person|employee)) (?:for|to (?:take|handle|do)) (.+)$/i,
    /^whom? (?:do you recommend|would you pick|would you suggest) for (.+)$/i,
    // The task as the object of a handing-over verb: 'who should I give the newsletter to', 'to whom can we pass X'.
    /^who(?:m)? (?:should|could|can|would|do|shall) (?:i|we) (?:give|assign|hand(?: over)?|pass|delegate|send) (.+?) to$/i,
    /^to whom (?:should|could|can|would|do|shall) (?:i|we) (?:give|assign|hand(?: over)?|pass|delegate|send) (.+)$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const task = match && cleanRef(match[1] ?? '');
    if (task) return { kind: 'who_should_take', task };
  }
  return undefined;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

function kpiMetrics(text: string): KpiMetric[] {
  const metrics: KpiMetric[] = [];
  if (
    has(
      text,
      /\b(revenue|sales|income|turnover|earn(ed|ings)?|made|make|making|money (came|coming) in|takings|pa(y|id) us|paying us)\b/,
    )
  )
    metrics.push('revenue');
  if (has(text, /\b(leads?|prospects?|enquir(y|ies)|inquir(y|ies))\b/)) metrics.push('leads');
  if (has(text, /\b(appointments?|meetings?|bookings?|booked|calls scheduled)\b/)) metrics.push('appointments');
  if (
    has(text, /\b(tasks?|to-?dos?)\b/) &&
    has(text, /\b(completion rate|complete|completed|completing|finished|closed|done)\b/) &&
    (has(text, /\bcompletion rate\b/) || periodIn(text) !== null)
  ) {
    metrics.push('tasks');
  }
  if (
    metrics.length === 0 &&
    has(
      text,
      /\b(kpis?|key (figures|numbers|metrics)|how (are|is) (we|the business) doing|business (overview|summary))\b/,
    )
  ) {
    return ['revenue', 'leads', 'appointments'];
  }
  return metrics;
}

/** The workspace facts a message is read against; without them, UTC now and no employees. */
const NO_CONTEXT: RequestContext = { now: new Date(0), timeZone: 'UTC', employees: [] };

export function recognizeIntent(message: string, context: RequestContext = NO_CONTEXT): Intent {
  const typed = tidy(message);
  const original = straightenQuotes(typed);
  return keepTypedQuotes(readIntent(original, context), original, typed);
}

function readIntent(original: string, context: RequestContext): Intent {
  const text = original.toLowerCase();
  if (!text) return { kind: 'help' };

  // Requests to change something come first: their free text (a title) may contain any other keyword.
  if (isScenarioRequest(original)) return { kind: 'draft_scenario', draft: parseScenarioRequest(original, context) };
  const automation = createAutomationIntent(text, context);
  if (automation) return automation;
  const action = createTaskIntent(original, context) ?? draftEmailIntent(original);
  if (action) return action;
  const who = whoShouldTakeIntent(original);
  if (who) return who;
  const assign = assignIntent(original);
  if (assign) return assign;

  if (
    has(
      text,
      /^(help|\?|what can you (do|answer|help( me)? with)|what (questions|things) can i ask|how can you help|what do you do)/,
    )
  ) {
    return { kind: 'help' };
  }
  if (
    has(text, /\bautomations?\b|\bworkflows?\b/) &&
    has(
      text,
      /\b(fail\w*|errors?|error(ed)?|broke\w*|problems?|issues?|did ?n[o']t (run|work)|went wrong|not working)\b|^(are|is|did|do|have) .*\b(working|running|run|ok|okay|healthy)\b/,
    )
  ) {
    return { kind: 'failed_automations' };
  }
  const status = integrationStatusIntent(text);
  if (status) return status;
  if (
    has(text, /\b(integrations?|syncs?|syncing|connected apps?|connections?|connectors?)\b/) &&
    has(text, /\b(fail\w*|errors?|broke\w*|problems?|issues?|health|healthy|not (working|syncing)|down|stale|wrong)\b/)
  ) {
    return { kind: 'failing_integrations' };
  }
  if (
    has(
      text,
      /\b(overdue|past due|late|miss(ed)? (any |their |the )?(deadlines?|due dates?)|behind schedule|past (their|the) (due dates?|deadlines?))\b/,
    )
  ) {
    return { kind: 'overdue_tasks' };
  }
  if (
    has(text, /\b(high[- ]priority|urgent|top[- ]priority|most important|highest priority|critical)\b/) &&
    has(text, /\b(tasks?|to-?dos?|work|jobs?)\b/)
  ) {
    return { kind: 'high_priority_tasks' };
  }
  const top = has(
    text,
    /\b(top|best|star|strongest|high)[- ]?(performers?|employees?|people|members?|staff)\b|\bwho(?:'s| is| are) (performing|doing) (best|well|great)\b|\bperforming best\b/,
  );
  const support = has(
    text,
    /\b(needs?|need|needing|requires?) (support|help|coaching|attention)\b|\b(struggling|underperform\w*|low performers?|weakest|falling behind)\b/,
  );
  if (top || support) return { kind: 'team_performance', focus: top && support ? 'both' : top ? 'top' : 'support' };
  if (
    has(
      text,
      /\b(team|staff|headcount) size\b|\bsize of (my|our|the) (team|staff)\b|\bhow (big|large) is (my|our|the) (team|staff)\b|\bhow many (employees|people|staff|team members)\b/,
    ) &&
    !has(text, /\b(tasks?|automations?|leads?|appointments?)\b/)
  ) {
    return { kind: 'team_performance', focus: 'overview' };
  }
  if (
    has(
      text,
      /\b(cash|balances?|money in the bank|in the bank|bank accounts?|funds|liquidity)\b|\b(money|cash) (is |do we have |have we got |is there |sitting )?in (our|the|my) (bank )?accounts?\b/,
    ) &&
    has(text, /\b(cash|balances?|how much (money )?(do|have) we|have we got|bank|accounts?|funds)\b/) &&
    !has(text, /\b(spen[dt]|expenses?|revenue|sales)\b/)
  ) {
    return { kind: 'cash_balance' };
  }
  const merchants = topMerchantsIntent(text);
  if (merchants) return merchants;
  const paidUs = has(text, /\b(pa(y|id)|paying) us\b/);
  if (!paidUs && has(text, /\b(expenses?|spend(ing)?|spent|costs?|outgoings|expenditure|paid|pay)\b/)) {
    return spendingIntent(text) ?? { kind: 'expenses' };
  }
  const metrics = kpiMetrics(text);
  if (metrics.length) return kpiIntent(text, metrics);
  if (
    has(text, /\b(tasks?|to-?dos?)\b/) &&
    has(text, /\b(how many|list|show|what|which|open|pending|status|summary|do i have|are there)\b/)
  ) {
    return { kind: 'task_summary' };
  }
  return { kind: 'unknown' };
}

/**
 * A figure over a period: the first period named (this month when none is), and what it is compared with: a second
 * period named ('this month compared with last month'), or the period before when the question asks for a change
 * without naming one ('vs the previous period', 'how did it change').
 */
function kpiIntent(text: string, metrics: KpiMetric[]): Intent {
  const named = periodsIn(text);
  const period = named[0]?.period ?? { kind: 'month_to_date' };
  const compares = has(
    text,
    /\b(compar\w*|vs\.?|versus|against|than|relative to|change[ds]?|grow(th|n)?|trend|up or down|differ\w*)\b/,
  );
  const second = named[1]?.period;
  const compare: PeriodRef | 'previous' | null = second ? second : compares ? 'previous' : null;
  return { kind: 'kpi', metrics, period, compare };
}

/** The business events an automation can start on, as people say them. */
const TRIGGER_WORDS: [RegExp, TriggerType][] = [
  [/\b(new )?(leads?|prospects?|enquir(y|ies)|inquir(y|ies)|sign-?ups?)\b/, 'new_lead'],
  [
    /\b(invoices?|payments?)\b.*\b(paid|pays?|settled|comes? in|received|arrives?)\b|\b(pays?|paid|settles?) (an |the |their )?invoices?\b/,
    'invoice_paid',
  ],
  [
    /\b(meetings?|appointments?|calls?|demos?|bookings?)\b.*\b(scheduled|booked|set up|made|created|comes? in)\b|\b(books?|schedules?) (a |an )?(meeting|appointment|call|demo)\b|\bnew (meeting|appointment|booking)s?\b/,
    'meeting_scheduled',
  ],
  [
    /\btasks?\b.*\b(completed?|done|finished|closed|marked (as )?(done|complete))\b|\b(complete|finish)(es|s)? (a |any )?tasks?\b/,
    'task_completed',
  ],
];

/**
 * 'Create an automation that emails me when a new lead comes in', 'Whenever an invoice is paid, text +1555…',
 * 'Set up a workflow to create a follow-up task when a meeting is booked'.
 */
function createAutomationIntent(text: string, context: RequestContext): Intent | undefined {
  const asksToCreate =
    has(
      text,
      /\b(create|add|make|set ?up|build|start|new|want|need|like|automate)\b.*\b(automations?|workflows?|rules?|zaps?)\b/,
    ) ||
    has(text, /^(?:please |can you |could you )*automate\b/) ||
    has(text, /^(?:please |can you |could you )*(?:whenever|every time|each time|when|if|as soon as|any time)\b.*,/) ||
    has(text, /\b(whenever|every time|each time|as soon as|any time)\b/);
  if (!asksToCreate) return undefined;
  if (
    has(text, /\b(fail\w*|errors?|broke\w*|did ?n[o']t|which|list|show|how many)\b/) &&
    !has(text, /\b(create|set ?up|make|build|add)\b/)
  ) {
    return undefined;
  }
  const trigger = TRIGGER_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (!trigger) return undefined;
  const action: ActionType = has(text, /\b(text(s|ing|ed)?|sms|text messages?)\b/)
    ? 'send_sms'
    : has(text, /\b(crm|hubspot|salesforce|pipedrive)\b/) && !has(text, /\be-?mail/)
      ? 'update_crm'
      : has(text, /\b(create|add|make|open)s? (a |an )?(new )?(follow[- ]?up )?(task|to-?do)\b/)
        ? 'create_task'
        : 'send_email';
  return { kind: 'create_automation', trigger, action, recipient: recipientOf(text, action, context) };
}

function recipientOf(text: string, action: ActionType, context: RequestContext): AutomationRecipient | null {
  if (action === 'update_crm' || action === 'create_task') return null;
  const address =
    action === 'send_sms'
      ? /\+[1-9]\d{6,14}\b/.exec(text.replace(/[\s()-](?=\d)/g, ''))
      : /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(text);
  if (address) return { kind: 'address', value: address[0] };
  for (const name of context.employees) {
    const first = name.split(/\s+/)[0]!.toLowerCase();
    const onlyOne = context.employees.filter((e) => e.split(/\s+/)[0]!.toLowerCase() === first).length === 1;
    if (new RegExp(`\\b${name.toLowerCase()}\\b`).test(text) || (onlyOne && new RegExp(`\\b${first}\\b`).test(text))) {
      return { kind: 'employee', name };
    }
  }
  if (has(text, /\b(me|myself|my (inbox|email|phone))\b|\bnotif(y|ies) me\b|\bi (get|receive)\b/))
    return { kind: 'me' };
  return null;
}

/** Words for the expense categories, as people say them. */
const CATEGORY_WORDS: [RegExp, ExpenseCategory][] = [
  [/\b(marketing|advertising|adverts?|ads|promotion|campaigns?)\b/, 'Marketing'],
  [/\b(payroll|salar(y|ies)|wages|staff costs?|paychecks?)\b/, 'Payroll'],
  [/\b(technology|tech|software|saas|hosting|cloud)\b/, 'Technology'],
  [/\b(utilit(y|ies)|electricity|power|gas|water|internet|phone bills?)\b/, 'Utilities'],
  [/\b(operations|operating|supplies|inventory|rent|office)\b/, 'Operations'],
];

const categoryIn = (text: string) => CATEGORY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * 'How much did we spend on marketing in October?', 'What did we pay Amazon last month?': spending over a period,
 * for one category or one merchant. A question with none of those ('where did we spend the most?') is the
 * financial analysis's (`expenses`), so this answers undefined.
 */
function spendingIntent(text: string): Intent | undefined {
  const named = periodIn(text);
  const period = named?.period ?? null;
  const rest = named ? text.replace(named.words, ' ').replace(/\s+/g, ' ').trim() : text;
  const category = categoryIn(rest);
  let merchant: string | null = null;
  if (!category) {
    const match =
      /\b(?:spen[dt]|spending|paid|pay|payments?|expenses?|costs?)\b(?: (?:money|in total|so far|altogether))? (?:on|at|with|to|for|from) (?:the )?(.+)$/.exec(
        rest,
      ) ?? /\b(?:paid|pay) (?!for\b|on\b|at\b|to\b|us\b|me\b|you\b)(.+)$/.exec(rest);
    merchant =
      match?.[1]
        ?.replace(/\b(in total|so far|altogether|overall|in all)\b/g, '')
        .replace(/[,;]\s*$/, '')
        .trim() || null;
  }
  if (!category && !merchant && !period) return undefined;
  return { kind: 'spending', category, merchant, period };
}

/** 'Top merchants last 30 days', 'Who did we pay the most this month?'. */
function topMerchantsIntent(text: string): Intent | undefined {
  const asks =
    has(text, /\b(top|biggest|largest|main|most expensive)\b.*\b(merchants?|vendors?|suppliers?|payees?)\b/) ||
    has(text, /\b(merchants?|vendors?|suppliers?|payees?)\b.*\b(most|biggest|largest|top)\b/) ||
    has(text, /\bwho (did|do|have) we (pay|paid|spen[dt]) (the )?most\b/);
  return asks ? { kind: 'top_merchants', period: periodIn(text)?.period ?? null } : undefined;
}

/** 'When did Shopify last sync?', 'Is HubSpot connected?': one connected app by its name. */
function integrationStatusIntent(text: string): Intent | undefined {
  if (!has(text, /\b(sync\w*|connect\w*|integration|working|status|health\w*|up to date|fail\w*|error\w*)\b/)) {
    return undefined;
  }
  const provider = integrationProviders.find((p) => new RegExp(`\\b${p.name.toLowerCase()}\\b`).test(text));
  return provider ? { kind: 'integration_status', provider: provider.id } : undefined;
}
