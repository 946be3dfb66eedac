import { ONE_TO_TEN } from '@shared/format/number-words';
import * as chrono from 'chrono-node/en';
import { addDays, type CalendarDate, calendarDate } from '../finance/calendar-date';
import { addMonthsOnDay, daysInMonth } from '../forecast/cadence';
import { dateInZone } from '../kpi/zoned-date';
import { zoneOffsetMinutes } from './due-dates';

/**
 * A 'what if' sentence read as a forecast scenario of one item: 'What if I hire at $4,000 a month from March?' is
 * $4,000 going out monthly from March 1st. The amount is required and must be written as money ('$4,000', '4k',
 * '2,500 dollars'); the direction comes from the verb (hire, rent, buy, lose → out; win, sign, earn, a client → in);
 * the cadence from 'a month', 'weekly', 'per year' (a yearly figure is paid monthly, a twelfth each month), else once;
 * the dates from chrono in the workspace's zone, where a bare month is its first day, 'until' a month ends the day
 * before it and 'through' a month ends on its last day. Pure: the caller passes now and the zone. Anything missing
 * is a problem in words, never a guess.
 */
export interface ScenarioItemRequest {
  label: string;
  amount: number;
  direction: 'in' | 'out';
  cadence: 'once' | 'weekly' | 'monthly';
  startDate: CalendarDate;
  endDate: CalendarDate | null;
}

export type ScenarioDraft = { ok: true; name: string; items: [ScenarioItemRequest] } | { ok: false; problem: string };

const LEAD =
  /^(?:(?:so|ok|okay|hey)[, ]+)?(?:what (?:happens|would happen|if)|suppose|imagine|let'?s say|say|model|draft|create|add|make|try) ?(?:if |that )?(?:(?:a |the )?(?:forecast )?scenario(?: where| in which|:)? ?)?(?:i|we)?(?: were to| was to| did| do)? ?/i;

/** 'What if …', 'Suppose we …', 'Model a scenario where …', 'Scenario: …'. */
export function isScenarioRequest(text: string): boolean {
  return (
    /^(?:(?:so|ok|okay|hey)[, ]+)?(?:what (?:happens |would happen )?if|suppose|imagine|let'?s say)\b/i.test(text) ||
    /\b(?:add|create|make|model|draft|save|try|run)\b.*\bscenario\b/i.test(text)
  );
}

const AMOUNT =
  /(?:\$\s?|usd ?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?: ?(k|thousand|m|million)\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))? ?(?:(k|thousand|m|million)\b(?: dollars| usd)?|dollars\b|usd\b|bucks\b)/i;

const SCALE: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };

function amountIn(text: string): { value: number; index: number; length: number } | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const whole = (match[1] ?? match[4] ?? '').replace(/,/g, '');
  const cents = match[2] ?? match[5] ?? '';
  const scale = SCALE[(match[3] ?? match[6] ?? '').toLowerCase()] ?? 1;
  const value = Math.round(Number(`${whole}.${cents || '0'}`) * scale * 100) / 100;
  return { value, index: match.index, length: match[0].length };
}

type Components = chrono.ParsedResult['start'];

const UNSUPPORTED_CADENCE =
  /\b(?:every (?:two|2|other) weeks|bi-?weekly|fortnightly|every (?:three|3) months|quarterly|a quarter|per quarter)\b/i;
const CADENCES: [RegExp, 'weekly' | 'monthly' | 'yearly' | 'once'][] = [
  [/\b(?:(?:a|per|each|every|\/) ?(?:month|mo)\b|monthly|(?:a|per) calendar month)/i, 'monthly'],
  [/\b(?:(?:a|per|each|every|\/) ?(?:week|wk)\b|weekly)/i, 'weekly'],
  [/\b(?:(?:a|per|each|every|\/) ?(?:year|yr)\b|yearly|annually|annual|per annum)/i, 'yearly'],
  [/\b(?:once|one-?off|one-?time|single|lump sum)\b/i, 'once'],
];

/** Losing income is money that no longer comes in: for the balance, the same as money going out. */
const OUT_FIRST =
  /\b(?:los[et]|losing|cancel\w*|churn\w*|drop\w*|hir\w*|employ\w*|recruit\w*|salar\w*|wages?|rent\w*|leas\w*|buy\w*|bought|purchas\w*|spend\w*|spent|invest\w*|repay\w*|refund\w*|tax\w*|fine[ds]?)\b/i;
const IN_WORDS =
  /\b(?:win|won|winning|land\w*|sign\w*|earn\w*|receiv\w*|get|gets|got|sell\w*|sold|sales?|revenue|income|clients?|customers?|retainers?|grants?|funding|raise money|pays? (?:us|me)|paid (?:us|me)|collect\w*)\b/i;
const OUT_WORDS = /\b(?:pay\w*|paid|costs?|costing|expenses?|subscri\w*|fees?|loan payments?|bills?)\b/i;

function directionOf(text: string): 'in' | 'out' | undefined {
  if (OUT_FIRST.test(text)) return 'out';
  if (IN_WORDS.test(text)) return 'in';
  if (OUT_WORDS.test(text)) return 'out';
  return undefined;
}

const DURATION =
  /\bfor (?:the next )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks?|months?)\b/i;
const NUMBER_WORDS = [...Object.keys(ONE_TO_TEN), 'eleven', 'twelve'];

interface DatesFound {
  start: CalendarDate | null;
  end: CalendarDate | null;
  /** Where the words were, to leave them out of the item's label. */
  spans: { index: number; length: number }[];
}

function firstOfMonthOr(result: Components): CalendarDate | undefined {
  const day = result.isCertain('day') || result.isCertain('weekday') ? (result.get('day') ?? 1) : 1;
  return calendarDate(result.get('year') ?? 0, result.get('month') ?? 0, day);
}

function datesOf(text: string, now: Date, timeZone: string): DatesFound {
  const reference = { instant: now, timezone: zoneOffsetMinutes(now, timeZone) };
  const found: DatesFound = { start: null, end: null, spans: [] };
  for (const result of chrono.casual.parse(text, reference, { forwardDate: true })) {
    const before = text.slice(0, result.index);
    const lead = /\b(until|till|til|through|thru|to|ending|ends?|up to)\s+(?:the\s+)?(?:end of\s+)?$/i.exec(before);
    const date = firstOfMonthOr(result.start);
    if (!date) continue;
    found.spans.push({ index: result.index, length: result.text.length });
    if (lead) {
      found.end ??= endOf(result.start, date, lead[1]!.toLowerCase());
      found.spans.push({ index: lead.index, length: lead[0].length });
      continue;
    }
    found.start ??= date;
    const end = result.end ? firstOfMonthOr(result.end) : undefined;
    const joined = /\b(until|till|til)\b/i.exec(result.text)?.[1] ?? 'through';
    if (result.end && end) found.end ??= endOf(result.end, end, joined.toLowerCase());
  }
  return found;
}

/** 'until March' ends the day before March; 'through March' (or 'March to May') on its last day; a day is that day. */
function endOf(parsed: Components, date: CalendarDate, word: string): CalendarDate {
  if (parsed.isCertain('day')) return date;
  if (word === 'until' || word === 'till' || word === 'til') return addDays(date, -1);
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return calendarDate(y, m, daysInMonth(y, m)) as CalendarDate;
}

/** Joining words left at the ends of a piece of the sentence once the amount, cadence and dates are taken out. */
const JOINING =
  'by|at|for|of|costing|paying|worth|from|starting|beginning|in|on|until|till|through|to|per|every|each|and';
const DANGLING = new RegExp(`^[\\s,]+|(?:[\\s,]+|\\b(?:${JOINING}))+$`, 'gi');

function labelOf(clause: string, cut: readonly { index: number; length: number }[]): string {
  let marked = clause;
  for (const span of [...cut].sort((a, b) => b.index - a.index)) {
    marked = `${marked.slice(0, span.index)}|${marked.slice(span.index + span.length)}`;
  }
  const words = marked
    .split('|')
    .map((piece) => piece.replace(DANGLING, '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+(?:a|an|the)$/i, '');
  return capitalise(words.slice(0, 120));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function parseScenarioRequest(message: string, context: { now: Date; timeZone: string }): ScenarioDraft {
  const sentence = message.trim().replace(/[?!.]+$/, '');
  const clause = sentence.replace(LEAD, '').trim();
  const amount = amountIn(clause);
  if (!amount || amount.value <= 0) {
    return { ok: false, problem: "say how much, as money ('$4,000 a month', '$12,000 once')." };
  }
  if (UNSUPPORTED_CADENCE.test(clause)) {
    return {
      ok: false,
      problem: 'a scenario item happens once, weekly or monthly: say the amount per week or per month.',
    };
  }
  const direction = directionOf(clause);
  if (!direction) {
    return {
      ok: false,
      problem: `say whether the ${moneyWords(amount.value)} comes in or goes out ('we win a client paying …', 'we pay …').`,
    };
  }
  const cut: { index: number; length: number }[] = [{ index: amount.index, length: amount.length }];
  let cadence: 'once' | 'weekly' | 'monthly' | 'yearly' = 'once';
  for (const [pattern, named] of CADENCES) {
    const match = pattern.exec(clause);
    if (match) {
      cadence = named;
      cut.push({ index: match.index, length: match[0].length });
      break;
    }
  }
  // The amount and a duration are taken out first: chrono would read '4000' or 'for 6 months' as dates.
  const duration = DURATION.exec(clause);
  if (duration) cut.push({ index: duration.index, length: duration[0].length });
  const blanked = cut.reduce(
    (text, span) => text.slice(0, span.index) + ' '.repeat(span.length) + text.slice(span.index + span.length),
    clause,
  );
  const dates = datesOf(blanked, context.now, context.timeZone);
  // The forecast starts tomorrow: an item with no date starts on its first day.
  const tomorrow = addDays(dateInZone(context.now, context.timeZone), 1);
  const startDate = dates.start && dates.start > tomorrow ? dates.start : tomorrow;
  let endDate = dates.end;
  if (duration) {
    const count = /^\d+$/.test(duration[1]!)
      ? Number(duration[1])
      : NUMBER_WORDS.indexOf(duration[1]!.toLowerCase()) + 1;
    endDate = /^week/i.test(duration[2]!)
      ? addDays(startDate, count * 7 - 1)
      : addDays(addMonthsOnDay(startDate, count, Number(startDate.slice(8, 10))), -1);
  }
  if (endDate && endDate < startDate) {
    return { ok: false, problem: 'it ends before it starts: name an end after the start.' };
  }
  const yearly = cadence === 'yearly';
  return {
    ok: true,
    name: capitalise(clause.slice(0, 120)),
    items: [
      {
        label: labelOf(clause, [...cut, ...dates.spans]) || capitalise(clause.slice(0, 120)),
        amount: yearly ? Math.round((amount.value / 12) * 100) / 100 : amount.value,
        direction,
        cadence: cadence === 'yearly' ? 'monthly' : cadence,
        startDate,
        endDate: cadence === 'once' ? null : endDate,
      },
    ],
  };
}

const moneyWords = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
