import { describe, expect, it } from 'vitest';
import { isScenarioRequest, parseScenarioRequest } from './scenario-request';

// Sunday Nov 29, 2026, 23:30 in New York (already Monday in UTC): dates are New York's.
const context = { now: new Date('2026-11-30T04:30:00Z'), timeZone: 'America/New_York' };
const parse = (text: string) => parseScenarioRequest(text, context);
const item = (text: string) => {
  const draft = parse(text);
  if (!draft.ok) throw new Error(draft.problem);
  return draft.items[0];
};

describe('a what-if sentence read as a forecast scenario', () => {
  it("reads the issue's own example: $4,000 out every month from March 1st, open-ended", () => {
    const draft = parse('What if I hire at $4,000 a month from March?');
    expect(draft).toEqual({
      ok: true,
      name: 'Hire at $4,000 a month from March',
      items: [
        { label: 'Hire', amount: 4000, direction: 'out', cadence: 'monthly', startDate: '2027-03-01', endDate: null },
      ],
    });
  });

  it('reads the amount however it is written as money', () => {
    expect(item('What if we win a client paying 3k a month').amount).toBe(3000);
    expect(item('What if we spend 450 dollars weekly on ads').amount).toBe(450);
    expect(item('What if we buy a $12,500.50 van').amount).toBe(12500.5);
    expect(item('What if we land a $1.2 million contract').amount).toBe(1_200_000);
  });

  it('takes the direction from the verb, losing income counting as money out', () => {
    expect(item('What if we win a client paying $3,000 a month').direction).toBe('in');
    expect(item('What if we sign a $2,000 monthly retainer').direction).toBe('in');
    expect(item('What if we lose the Acme retainer of $2,500/month').direction).toBe('out');
    expect(item('What if rent goes up by $800 per month').direction).toBe('out');
    expect(item('What if we pay $300 a week for cleaning').direction).toBe('out');
  });

  it('reads the cadence: weekly, monthly, once when none is named, and a yearly figure as a twelfth each month', () => {
    expect(item('What if we spend $500 weekly on ads').cadence).toBe('weekly');
    expect(item('What if we spend $500 per week on ads').cadence).toBe('weekly');
    expect(item('What if we buy a $12,000 van in February')).toMatchObject({ cadence: 'once', endDate: null });
    expect(item('What if I hire a designer at $60,000 a year')).toMatchObject({ cadence: 'monthly', amount: 5000 });
  });

  it("reads a start date in the workspace zone, and without one starts on the forecast's first day", () => {
    expect(item('What if we buy a $12,000 van on Dec 15').startDate).toBe('2026-12-15');
    // No date: the forecast's first day, which is New York's tomorrow (Monday Nov 30), not UTC's.
    expect(item('What if we get a $5,000 grant').startDate).toBe('2026-11-30');
  });

  it.each([
    [
      'a bare month is its 1st, through ends on its last day',
      'What if I hire at $4,000 a month from March through August',
      '2027-03-01',
      '2027-08-31',
    ],
    [
      'until ends before',
      'What if rent goes up by $800 per month from next month until June',
      '2026-12-01',
      '2027-05-31',
    ],
    [
      'a range runs past the new year into the next year',
      'What if I hire at $4,000 a month from March until February',
      '2027-03-01',
      '2028-01-31',
    ],
    [
      'a duration is the end date',
      'Suppose we win a client paying $3,000 a month starting Jan 15 for 6 months',
      '2027-01-15',
      '2027-07-14',
    ],
    [
      'a duration in weeks too',
      'What if we spend $200 a week on ads from Dec 7 for two weeks',
      '2026-12-07',
      '2026-12-20',
    ],
  ])('reads start and end dates: %s', (_rule, text, startDate, endDate) => {
    expect(item(text)).toMatchObject({ startDate, endDate });
  });

  it('labels the item with what happens, without the amount, cadence or dates', () => {
    expect(item('What if we lose the Acme retainer of $2,500/month from January').label).toBe('Lose the Acme retainer');
    expect(item('What if we buy a $12,000 van in February').label).toBe('Buy a van');
    expect(item('What if we spend $500 weekly on ads').label).toBe('Spend on ads');
  });

  it.each([
    ['What if it rains all of December', /how much/],
    ['What if there is a $5,000 difference', /comes in or goes out/],
    ['What if we pay $1,000 every two weeks', /once, weekly or monthly/],
    ['What if we spend $200 a week until Dec 10, starting Dec 20', /ends before it starts/],
  ])('says what is missing instead of guessing: %j', (text, problem) => {
    expect(parse(text)).toEqual({ ok: false, problem: expect.stringMatching(problem) });
  });

  it('recognises what-if and scenario requests, not other questions', () => {
    expect(isScenarioRequest('What if I hire at $4,000 a month from March?')).toBe(true);
    expect(isScenarioRequest('Suppose we buy a van')).toBe(true);
    expect(isScenarioRequest('Add a forecast scenario where we lose Acme')).toBe(true);
    expect(isScenarioRequest('How much did we spend on marketing in October?')).toBe(false);
    expect(isScenarioRequest('What is our cash balance?')).toBe(false);
  });
});
