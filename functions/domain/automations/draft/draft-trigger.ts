import { INVOICE_OVERDUE_STATUS } from '@shared/catalog/integration-data-types';
import type { TriggerConfig, TriggerType } from '@shared/schemas/automation';

export interface DraftTrigger {
  triggerType: TriggerType;
  triggerConfig: TriggerConfig | null;
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?';

/**
 * The trigger a clause names ('when a Shopify order comes in', 'every Monday at 8:00'), the catalogue's common
 * phrasings, most specific first; undefined when it names none.
 */
export function readTrigger(clause: string): DraftTrigger | undefined {
  const text = clause.toLowerCase();
  const schedule = readSchedule(text);
  if (schedule) return { triggerType: 'schedule', triggerConfig: schedule };
  const item = readIntegrationItem(text);
  if (item) return { triggerType: 'integration_item', triggerConfig: item };
  for (const [triggerType, pattern] of EVENT_PATTERNS) {
    if (pattern.test(text)) return { triggerType, triggerConfig: null };
  }
  return undefined;
}

const EVENT_PATTERNS: readonly (readonly [TriggerType, RegExp])[] = [
  ['cash_low', /\bcash\b.*\b(low|short|runs? out|drops?|falls?|below|under)\b|\blow (on )?cash\b/],
  ['employee_note_follow_up_due', /\bfollow[- ]?ups?\b.*\b(due|arrives?|comes? up)\b|\bnote\b.*\bfollow[- ]?up\b/],
  ['webhook_received', /\bwebhook\b|\bhook url\b|\bposts? (json )?to (the|my|our) (hook|url|endpoint)\b/],
  [
    'invoice_paid',
    /\binvoices?\b.*\b(is |gets |are |was )?paid\b|\bpays? (an?|the|their|his|her) invoice\b|\bpaid invoice\b/,
  ],
  ['new_lead', /\bleads?\b/],
  [
    'meeting_scheduled',
    /\b(meeting|appointment|demo|call)s?\b.*\b(scheduled|booked|set up)\b|\bbooks? (an?|the) (meeting|call|demo|appointment)\b/,
  ],
  ['task_completed', /\btasks?\b.*\b(completed|complete|done|finished)\b|\b(completes?|finish(es)?) (an?|the) task\b/],
  ['task_created', /\btasks?\b.*\b(created|added)\b|\bnew task\b/],
];

function readIntegrationItem(text: string): TriggerConfig | undefined {
  if (/\bpayments?\b.*\b(fails?|failed|declined|bounces?)\b|\bfailed payments?\b/.test(text)) {
    return { dataType: 'payment', status: 'failed' };
  }
  if (/\binvoices?\b.*\b(overdue|past due)\b|\boverdue invoices?\b/.test(text)) {
    return { dataType: 'invoice', status: INVOICE_OVERDUE_STATUS };
  }
  if (/\binvoices?\b.*\bunpaid\b|\bunpaid invoices?\b/.test(text)) return { dataType: 'invoice', status: 'open' };
  if (/\bdeals?\b/.test(text)) {
    const status = /\bwon\b|\bcloses?\b|\bclosed\b/.test(text) ? 'won' : /\blost\b/.test(text) ? 'lost' : undefined;
    return status ? { dataType: 'deal', status } : { dataType: 'deal' };
  }
  if (/\borders?\b/.test(text)) return { dataType: 'order' };
  return undefined;
}

function readSchedule(text: string): TriggerConfig | undefined {
  const at = clockOf(text);
  const weekday = /\b(every|each|on) (week|work) ?days?\b|\bon weekdays\b/.exec(text);
  if (weekday) return { every: 'weekday', at };
  const day = new RegExp(String.raw`\b(every|each|on|weekly on) ${DAY}\b`).exec(text);
  if (day) return { every: 'week', at, dayOfWeek: DAYS.indexOf(day[2] as (typeof DAYS)[number]) };
  if (/\b(every|each) week\b|\bweekly\b/.test(text)) return { every: 'week', at, dayOfWeek: 1 };
  const monthDay = /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)? (?:of|day of) (?:every|each|the) month\b/.exec(text);
  const monthly = /\b(?:every|each) month\b|\bmonthly\b/.test(text);
  if (monthDay || monthly || /\bfirst (day )?of (every|each|the) month\b/.test(text)) {
    const onThe = monthDay ?? /\bon the (\d{1,2})(?:st|nd|rd|th)?\b/.exec(text);
    return { every: 'month', at, dayOfMonth: Math.min(28, Math.max(1, Number(onThe?.[1] ?? 1))) };
  }
  if (/\b(every|each) (day|morning|evening|night)\b|\bdaily\b|\bnightly\b/.test(text)) return { every: 'day', at };
  return undefined;
}

/** The clock time a schedule names, 'HH:MM'; 9:00 when it names none (08:00 for mornings, 18:00 for evenings). */
function clockOf(text: string): string {
  if (/\bnoon\b|\bmidday\b/.test(text)) return '12:00';
  if (/\bmidnight\b/.test(text)) return '00:00';
  const clock =
    /\b(?:at )?(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=$|[\s.,;])|\bat (\d{1,2})(?::(\d{2}))?\b|\b(\d{1,2}):(\d{2})\b/.exec(
      text,
    );
  if (clock) {
    let hours = Number(clock[1] ?? clock[4] ?? clock[6]);
    const minutes = Number(clock[2] ?? clock[5] ?? clock[7] ?? 0);
    const half = clock[3]?.[0];
    if (half === 'p' && hours < 12) hours += 12;
    if (half === 'a' && hours === 12) hours = 0;
    if (hours < 24 && minutes < 60) return `${pad(hours)}:${pad(minutes)}`;
  }
  if (/\bmorning\b/.test(text)) return '08:00';
  if (/\bevening\b|\bnight\b/.test(text)) return '18:00';
  return '09:00';
}

const pad = (n: number) => String(n).padStart(2, '0');
