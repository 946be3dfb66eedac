import { describe, expect, it } from 'vitest';
import { automation, kpi, LAST_MONTH, THIS_MONTH, task } from './evaluation/intent-builders';
import { recognizeIntent } from './intents';

const context = {
  now: new Date('2026-11-20T15:00:00.000Z'),
  timeZone: 'Europe/London',
  employees: ['Dana Lee', 'Priya Shah'],
};
const read = (text: string) => recognizeIntent(text, context);

describe('recognizeIntent', () => {
  it('takes an action request literally even when its title mentions another question', () => {
    expect(read('Create a task called Check which automations failed')).toEqual(task('Check which automations failed'));
    expect(read('Remind me to ask Dana about the revenue this month')).toEqual(
      task('Ask Dana about the revenue this month'),
    );
  });

  it('reads a task with every argument', () => {
    expect(read('Create a task for me: order flour, high priority, due Dec 3, assign it to Priya')).toEqual(
      task('Order flour', { priority: 'high', dueDate: '2026-12-03', assignee: 'Priya Shah' }),
    );
  });

  it('reads a calendar period and what it is compared with', () => {
    expect(read('revenue this month compared with last month')).toEqual(kpi(['revenue'], THIS_MONTH, LAST_MONTH));
    expect(read('How did leads change in Q3?')).toEqual(
      kpi(['leads'], { kind: 'quarter', quarter: 3, year: null }, 'previous'),
    );
    expect(read('revenue over the last 30 days')).toMatchObject({ period: { kind: 'days', days: 30 }, compare: null });
  });

  it('reads a question about the size of the team as the team overview, not as an unknown', () => {
    for (const q of [
      'How big is my team?',
      'How many employees do I have?',
      "What's our team size?",
      'How many people are on the team?',
    ]) {
      expect(read(q)).toEqual({ kind: 'team_performance', focus: 'overview' });
    }
    expect(read('How many employees need support?')).toEqual({ kind: 'team_performance', focus: 'support' });
    expect(read('How many tasks do I have?')).toEqual({ kind: 'task_summary' });
  });

  it('reads cash questions as the balances of the accounts, not as spending', () => {
    expect(read('What is my cash balance across all bank accounts?')).toEqual({ kind: 'cash_balance' });
    expect(read('How much did we spend on bank fees last month?')).toMatchObject({ kind: 'spending' });
  });

  it('asks about holdings in the accounts as the cash balance, however the money is named', () => {
    expect(read('How much money is there in the accounts today?')).toEqual({ kind: 'cash_balance' });
    expect(read('What money do we have in our accounts?')).toEqual({ kind: 'cash_balance' });
    expect(read('How much money came into our accounts last month?')).not.toEqual({ kind: 'cash_balance' });
  });

  it('reads a task handed over to someone unnamed as asking who should take it', () => {
    expect(read('Who could I pass the payroll run to?')).toEqual({ kind: 'who_should_take', task: 'the payroll run' });
    expect(read('To whom should we assign the Friday deliveries?')).toEqual({
      kind: 'who_should_take',
      task: 'the Friday deliveries',
    });
    expect(read('Give the newsletter to Dana')).toEqual({
      kind: 'assign_task',
      task: 'the newsletter',
      employee: 'Dana',
    });
  });

  it('reads curly quotes as straight ones and keeps them as typed in titles and topics', () => {
    expect(read('Remind me to check Dana’s timesheet')).toEqual(task('Check Dana’s timesheet'));
    expect(read('Email Priya about the client’s “rush” order')).toMatchObject({
      kind: 'draft_email',
      recipient: 'Priya',
      topic: 'the client’s “rush” order',
    });
    expect(read('What’s our cash balance?')).toEqual({ kind: 'cash_balance' });
  });

  it('reads a request for an automation as a proposal, and a question about automations as one', () => {
    expect(read('Create an automation that emails me when a new lead comes in')).toEqual(
      automation('new_lead', 'send_email', { kind: 'me' }),
    );
    expect(read('Which automations failed last week?')).toEqual({ kind: 'failed_automations' });
    expect(read('Create an automation')).toEqual({ kind: 'unknown' });
  });

  it('keeps the financial analysis for spending questions with no category, merchant or period', () => {
    expect(read('Where did we spend the most money?')).toEqual({ kind: 'expenses' });
    expect(read('How many tasks are completed?')).toEqual({ kind: 'task_summary' });
  });

  it('says unknown for anything else', () => {
    expect(read('What is the capital of France?')).toEqual({ kind: 'unknown' });
    expect(read('Tell me a joke')).toEqual({ kind: 'unknown' });
  });
});
