import type { ExpenseCategory } from '@shared/catalog/finance-categories';
import { type IntegrationProviderId, integrationProviders } from '@shared/catalog/integrations';
import type { TaskPriority } from '@shared/schemas/task';
import { type PeriodRef, periodIn } from './periods';

/**
 * What the built-in assistant recognises in a message: the documented questions and action requests, each with the
 * few words it needs (a period, a task's or employee's name). Pure: the same text always gives the same intent.
 * Anything else is `unknown`, which the assistant answers by saying what it can answer.
 */
export type KpiMetric = 'revenue' | 'leads' | 'appointments' | 'tasks';
/** The figures the dashboard also keeps per calendar month (its year chart). */
export type MonthlyMetric = 'revenue' | 'leads';
/** A calendar month a question names: 'last month', 'in October', 'in Oct 2025'. */
export type CalendarMonth = Extract<PeriodRef, { kind: 'last_month' | 'month' }>;
/** The dashboard's ranges: the last 7, 30, 90 or 365 days. */
export type Period = 'week' | 'month' | 'quarter' | 'year';

export type Intent =
  | { kind: 'kpi'; metrics: KpiMetric[]; period: Period }
  | { kind: 'kpi_month'; metrics: MonthlyMetric[]; month: CalendarMonth }
  | { kind: 'overdue_tasks' }
  | { kind: 'high_priority_tasks' }
  | { kind: 'task_summary' }
  | { kind: 'who_should_take'; task: string }
  | { kind: 'team_performance'; focus: 'top' | 'support' | 'both' }
  | { kind: 'expenses' }
  | { kind: 'spending'; category: ExpenseCategory | null; merchant: string | null; period: PeriodRef | null }
  | { kind: 'top_merchants'; period: PeriodRef | null }
  | { kind: 'failed_automations' }
  | { kind: 'failing_integrations' }
  | { kind: 'integration_status'; provider: IntegrationProviderId }
  | { kind: 'draft_email'; recipient: string; topic: string | null }
  | { kind: 'create_task'; title: string; priority: TaskPriority | null }
  | { kind: 'assign_task'; task: string; employee: string }
  | { kind: 'help' }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

/** Lower case, straight quotes, single spaces, no trailing punctuation. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '')
    .trim();
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

const PRIORITY_WORDS =
  /[,;]?\s*(?:with |at |as |set to )?(?:a )?\b(high|urgent|medium|normal|low)[- ]priority\b|[,;]?\s*\b(?:priority|prio) (high|medium|low)\b/i;

const priorityOf = (word: string | undefined): TaskPriority | null => {
  if (!word) return null;
  const w = word.toLowerCase();
  if (w === 'high' || w === 'urgent') return 'high';
  if (w === 'low') return 'low';
  return 'medium';
};

function createTaskIntent(original: string): Intent | undefined {
  const match =
    /^(?:please |can you |could you |would you )*(?:create|add|make|open|set up|log)(?: me)? (?:a |an )?(?:new )?(?:(high|urgent|medium|low)[- ]priority )?(?:task|to-?do)(?: item)?(?: (?:called|named|titled|for|to|that says|saying))?[:\s-]+(.+)$/i.exec(
      original.trim(),
    ) ?? /^(?:please )?(?:remind me to|new task[:\s]+)\s*(.+)$/i.exec(original.trim());
  if (!match) return undefined;
  const leading = match.length === 3 ? match[1] : undefined;
  let rest = (match.length === 3 ? match[2] : match[1]) ?? '';
  const priorityMatch = PRIORITY_WORDS.exec(rest);
  let priority = priorityOf(leading);
  if (priorityMatch) {
    priority = priorityOf(priorityMatch[1] ?? priorityMatch[2]);
    rest = rest.replace(priorityMatch[0], '');
  }
  const title = cleanRef(rest.replace(/[?!.]+$/, ''));
  return title ? { kind: 'create_task', title, priority } : undefined;
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

function draftEmailIntent(original: string): Intent | undefined {
  const match =
    /^(?:please |can you |could you |would you |help me )*(?:draft|write|compose|prepare|send)(?: me| up)? (?:an? |the )?(?:quick |short )?(?:e-?mail|message|note)(?: to| for) (.+)$/i.exec(
      original.trim(),
    ) ?? /^(?:please )?(?:e-?mail) (\S+(?: \S+)?) (?:about|regarding|re:?|on|to) (.+)$/i.exec(original.trim());
  if (!match) return undefined;
  let recipient = match[1] ?? '';
  let topic: string | null = match[2] ?? null;
  if (topic === null) {
    const split =
      /^(.+?)(?: about| regarding| re:?| on the subject of| concerning| to (?:say|tell|ask|thank|remind|let)\b)(.*)$/i.exec(
        recipient,
      );
    if (split) {
      recipient = split[1] ?? '';
      const joiner = /to (say|tell|ask|thank|remind|let)\b/i.exec(split[0].slice(split[1]!.length));
      topic = `${joiner ? `${joiner[0].slice(3)} ` : ''}${(split[2] ?? '').trim()}`.trim() || null;
    }
  }
  recipient = cleanRef(recipient);
  topic = topic ? topic.replace(/[?!.]+$/, '').trim() || null : null;
  return recipient ? { kind: 'draft_email', recipient, topic } : undefined;
}

function whoShouldTakeIntent(text: string): Intent | undefined {
  const patterns = [
    /^who (?:should|could|can|would) (?:best )?(?:take|handle|do|work on|own|pick up|be assigned(?: to)?|tackle) (.+)$/i,
    /^who(?:'s| is) (?:the )?(?:best|right|ideal)(?: person| fit| employee| match)?(?: suited)? (?:for|to (?:take|handle|do)) (.+)$/i,
    /^(?:who|which (?:employee|team member|person)) (?:is|would be) (?:best|a good fit|the best fit) (?:for|to (?:take|handle|do)) (.+)$/i,
    /(?:best|right|ideal) (?:person|employee|team member|fit|match|candidate) (?:for|to (?:take|handle|do)) (.+)$/i,
    /^(?:recommend|suggest|find) (?:someone|somebody|an employee|a team member|the best (?:person|employee)) (?:for|to (?:take|handle|do)) (.+)$/i,
    /^whom? (?:do you recommend|would you pick|would you suggest) for (.+)$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const task = match && cleanRef(match[1] ?? '');
    if (task) return { kind: 'who_should_take', task };
  }
  return undefined;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

function periodOf(text: string): Period {
  if (has(text, /\b(this|past|last|previous) (7 days|week)\b|\bweekly\b|\bthis wk\b|\bso far this week\b|\bweek\b/)) {
    return 'week';
  }
  if (has(text, /\b(quarter(ly)?|qtd|90 days|(3|three) months)\b/)) return 'quarter';
  if (has(text, /\b(year|yearly|annual(ly)?|ytd|365 days|(12|twelve) months)\b/)) return 'year';
  return 'month';
}

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

export function recognizeIntent(message: string): Intent {
  const text = normalize(message).toLowerCase();
  if (!text) return { kind: 'help' };

  // Requests to change something come first: their free text (a title) may contain any other keyword.
  const action = createTaskIntent(normalize(message)) ?? draftEmailIntent(normalize(message));
  if (action) return action;
  const who = whoShouldTakeIntent(normalize(message));
  if (who) return who;
  const assign = assignIntent(normalize(message));
  if (assign) return assign;

  if (has(text, /^(help|\?|what can you (do|answer|help with)|what (questions|things) can i ask|how can you help)/)) {
    return { kind: 'help' };
  }
  if (
    has(text, /\bautomations?\b|\bworkflows?\b/) &&
    has(
      text,
      /\b(fail\w*|errors?|error(ed)?|broke\w*|problems?|issues?|did ?n[o']t (run|work)|went wrong|not working)\b/,
    )
  ) {
    return { kind: 'failed_automations' };
  }
  const status = integrationStatusIntent(text);
  if (status) return status;
  if (
    has(text, /\b(integrations?|syncs?|syncing|connected apps?|connections?)\b/) &&
    has(text, /\b(fail\w*|errors?|broke\w*|problems?|issues?|health|healthy|not (working|syncing)|down|stale)\b/)
  ) {
    return { kind: 'failing_integrations' };
  }
  if (
    has(
      text,
      /\b(overdue|past due|late|missed (their |the )?(deadline|due date)|behind schedule|past (their|the) (due date|deadline))\b/,
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
  const merchants = topMerchantsIntent(text);
  if (merchants) return merchants;
  const paidUs = has(text, /\b(pa(y|id)|paying) us\b/);
  if (!paidUs && has(text, /\b(expenses?|spend(ing)?|spent|costs?|outgoings|expenditure|paid|pay)\b/)) {
    return spendingIntent(text) ?? { kind: 'expenses' };
  }
  const metrics = kpiMetrics(text);
  if (metrics.length) {
    const month = periodIn(text)?.period;
    const monthly = metrics.every((m): m is MonthlyMetric => m === 'revenue' || m === 'leads');
    if (monthly && (month?.kind === 'last_month' || month?.kind === 'month'))
      return { kind: 'kpi_month', metrics, month };
    return { kind: 'kpi', metrics, period: periodOf(text) };
  }
  if (
    has(text, /\b(tasks?|to-?dos?)\b/) &&
    has(text, /\b(how many|list|show|what|which|open|pending|status|summary|do i have|are there)\b/)
  ) {
    return { kind: 'task_summary' };
  }
  return { kind: 'unknown' };
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
