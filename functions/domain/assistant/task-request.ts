import type { TaskPriority } from '@shared/schemas/task';
import type { CalendarDate } from '../finance/calendar-date';
import { datesIn } from './due-dates';

/**
 * What a request to create a task says, taken apart: the title as the task should read, without the request's
 * framing ('for me', 'please', 'can you'), and the priority, due date and assignee it names. 'Create a task for me:
 * call the flour supplier about the December order, high priority, due Dec 3' is the task 'Call the flour supplier
 * about the December order', high priority, due December 3rd. Pure: the caller passes now, the workspace's zone and
 * its employees' names.
 */
export interface TaskRequest {
  title: string;
  priority: TaskPriority | null;
  dueDate: CalendarDate | null;
  /** The employee's full name, when the request names one of the workspace's employees to do it. */
  assignee: string | null;
}

export interface RequestContext {
  now: Date;
  /** The workspace's IANA time zone: 'tomorrow' is its tomorrow. */
  timeZone: string;
  /** The workspace's employees' full names ('Dana Lee'). */
  employees: readonly string[];
}

const PRIORITY_PATTERNS: [RegExp, TaskPriority][] = [
  [
    /\b(?:with |at |as |set to |mark(?:ed)? (?:it )?(?:as )?|make it |it'?s |it is )?(?:a |an )?(high|top|highest|urgent)[- ]priority\b/i,
    'high',
  ],
  [
    /\b(?:with |at |as |set to |mark(?:ed)? (?:it )?(?:as )?|make it )?(?:a |an )?(medium|normal|regular|mid)[- ]priority\b/i,
    'medium',
  ],
  [/\b(?:with |at |as |set to |mark(?:ed)? (?:it )?(?:as )?|make it )?(?:a |an )?(low|lowest)[- ]priority\b/i, 'low'],
  [/\b(?:with )?priority(?: is| of|:)? (high|urgent)\b/i, 'high'],
  [/\b(?:with )?priority(?: is| of|:)? (medium|normal)\b/i, 'medium'],
  [/\b(?:with )?priority(?: is| of|:)? (low)\b/i, 'low'],
  [/\b(?:mark(?:ed)? (?:it )?(?:as )?|make it |it'?s |it is |this is )(urgent|important|high)\b/i, 'high'],
  [/(?:^|[,;(-]\s*)(urgent|asap|important)\b(?:\s*[,;)]|$)/i, 'high'],
  [/\b(?:asap|as soon as possible)\b/i, 'high'],
  [/\b(?:no rush|whenever|not urgent)\b/i, 'low'],
];

/** Words that join a date to the title ('due', 'by', 'on') and go with it. */
const DATE_LEAD =
  /(?:[,;]\s*|\s+)(?:(?:and |it'?s |which is |that is |it is )?(?:(?:due|deadline)(?: date)?(?: is| of|:)?|to be done|needs to be done|done)?\s*(?:on|by|before|for|until|no later than|at the latest by)?\s*(?:the\s+)?)$/i;

function takePriority(text: string): { text: string; priority: TaskPriority | null } {
  for (const [pattern, priority] of PRIORITY_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { text: cut(text, match.index, match[0].length), priority };
  }
  return { text, priority: null };
}

/** The text without `length` characters at `index`, and the separator before them when it is left dangling. */
function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, ' ').replace(/\s+([,;.])/g, '$1');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The full name an employee goes by in the text (full name, or first name when only one employee has it). */
function employeeNamed(words: string, employees: readonly string[]): string | null {
  const typed = words.trim().toLowerCase();
  const full = employees.filter((e) => e.toLowerCase() === typed);
  if (full.length === 1) return full[0]!;
  const first = employees.filter((e) => e.split(/\s+/)[0]!.toLowerCase() === typed);
  return first.length === 1 ? first[0]! : null;
}

function namePattern(employees: readonly string[]): string {
  const names = new Set<string>();
  for (const e of employees) {
    names.add(escapeRegExp(e));
    names.add(escapeRegExp(e.split(/\s+/)[0]!));
  }
  return [...names].sort((a, b) => b.length - a.length).join('|');
}

function takeAssignee(text: string, employees: readonly string[]): { text: string; assignee: string | null } {
  if (employees.length === 0) return { text, assignee: null };
  const names = namePattern(employees);
  const patterns = [
    new RegExp(
      `(?:[,;]\\s*|\\s+)(?:and )?(?:(?:please )?assign(?:ed)?(?: it| this)? to|give (?:it|this) to|for|owner(?: is|:)?|owned by|have|let) (${names})(?: (?:to )?(?:handle|do|own|take)(?: it| this)?)?\\b`,
      'i',
    ),
    new RegExp(`^(?:for|to) (${names})\\b[:,]?`, 'i'),
    new RegExp(
      `(?:[,;]\\s*|\\s+)(?:and )?(${names}) (?:should|will|can|to) (?:handle|do|own|take) (?:it|this)\\b`,
      'i',
    ),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const assignee = match && employeeNamed(match[1]!, employees);
    if (match && assignee) return { text: cut(text, match.index, match[0].length), assignee };
  }
  return { text, assignee: null };
}

function takeDueDate(text: string, context: RequestContext): { text: string; dueDate: CalendarDate | null } {
  const dates = datesIn(text, context.now, context.timeZone);
  const named = dates.at(-1);
  if (!named) return { text, dueDate: null };
  const before = text.slice(0, named.index).replace(DATE_LEAD, '');
  return { text: `${before} ${text.slice(named.index + named.text.length)}`.replace(/\s+/g, ' '), dueDate: named.date };
}

/** The request's own words around the task: 'for me', 'please', 'called', 'that says', quotes, trailing thanks. */
export function cleanTitle(text: string): string {
  let title = text.trim();
  for (let i = 0; i < 3; i += 1) {
    title = title
      .replace(/^[\s:,;-]+/, '')
      .replace(
        /^(?:for (?:me|myself|us)|please|kindly|called|named|titled|saying|that says|with the title|to remind me to|reminding me to|reminding me|so i remember to|so that i|that i (?:need|have) to|i need to|i have to|i must|to)\b[\s:,-]*/i,
        '',
      )
      .replace(/[\s,;]*(?:please|thanks|thank you|thx|for me|for myself)[.!]*$/i, '')
      .replace(/[\s,;:.!?-]+$/, '')
      .replace(/[\s,;]+(?:and|with)$/i, '')
      .trim();
  }
  title = title.replace(/^["'“‘](.*)["'”’]$/, '$1').trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The task a request describes (`text` is what follows 'create a task'). */
export function parseTaskRequest(text: string, context: RequestContext): TaskRequest {
  let rest = ` ${text.trim()}`;
  const withPriority = takePriority(rest);
  rest = withPriority.text;
  const withAssignee = takeAssignee(rest.trim(), context.employees);
  rest = ` ${withAssignee.text}`;
  const withDate = takeDueDate(rest, context);
  rest = withDate.text;
  // A priority named after the date ('due Friday, urgent') was taken first; one left beside the assignee is too.
  return {
    title: cleanTitle(rest),
    priority: withPriority.priority,
    dueDate: withDate.dueDate,
    assignee: withAssignee.assignee,
  };
}
