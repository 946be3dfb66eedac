import { describe, expect, it } from 'vitest';
import { type Intent, recognizeIntent } from './intents';

/** Each documented question and request, in two wordings a person would use, and what it must be read as. */
const cases: [string, string, string, Intent][] = [
  [
    'revenue this week vs last',
    'What was our revenue this week?',
    'How much did we make in the last 7 days compared with the week before',
    { kind: 'kpi', metrics: ['revenue'], period: 'week' },
  ],
  [
    'revenue this month',
    'How is revenue this month vs last month?',
    'Show me sales for the past month',
    { kind: 'kpi', metrics: ['revenue'], period: 'month' },
  ],
  [
    'leads',
    'How many leads did we get this month?',
    'new prospects in the past 30 days?',
    { kind: 'kpi', metrics: ['leads'], period: 'month' },
  ],
  [
    'appointments this week',
    'How many appointments do we have this week?',
    'meetings booked this week compared to last week',
    { kind: 'kpi', metrics: ['appointments'], period: 'week' },
  ],
  [
    'revenue in a calendar month',
    'What was revenue last month?',
    'How much did we make in the previous month',
    { kind: 'kpi_month', metrics: ['revenue'], month: { kind: 'last_month' } },
  ],
  [
    'leads in a named month',
    'How many leads did we get in October?',
    'new enquiries during oct',
    { kind: 'kpi_month', metrics: ['leads'], month: { kind: 'month', month: 10, year: null } },
  ],
  [
    'leads this week',
    'How many leads this week?',
    'How many new leads did we get in the last 7 days?',
    { kind: 'kpi', metrics: ['leads'], period: 'week' },
  ],
  [
    'appointments this quarter',
    'How many appointments this quarter?',
    'meetings booked in the last 90 days',
    { kind: 'kpi', metrics: ['appointments'], period: 'quarter' },
  ],
  [
    'task completion',
    'How many tasks did we complete this week?',
    'Tasks finished in the past 7 days?',
    { kind: 'kpi', metrics: ['tasks'], period: 'week' },
  ],
  [
    'spending on a category in a month',
    'How much did we spend on marketing in October?',
    'What did advertising cost us in Oct?',
    { kind: 'spending', category: 'Marketing', merchant: null, period: { kind: 'month', month: 10, year: null } },
  ],
  [
    'spending at a merchant',
    'How much did we spend at Amazon last month?',
    'What have we paid to amazon last month',
    { kind: 'spending', category: null, merchant: 'amazon', period: { kind: 'last_month' } },
  ],
  [
    'spending over a period',
    'What were our expenses last month?',
    'How much did we spend in the previous month?',
    { kind: 'spending', category: null, merchant: null, period: { kind: 'last_month' } },
  ],
  [
    'top merchants',
    'Top merchants last 30 days',
    'Who did we pay the most in the past 30 days?',
    { kind: 'top_merchants', period: { kind: 'days', days: 30 } },
  ],
  [
    'one integration',
    'When did Shopify last sync?',
    'Is the Shopify integration working?',
    { kind: 'integration_status', provider: 'shopify' },
  ],
  ['overdue tasks', 'How many tasks are overdue?', 'Which tasks are past their due date?', { kind: 'overdue_tasks' }],
  [
    'high-priority tasks',
    'What are my high-priority tasks?',
    'Show me the urgent tasks',
    { kind: 'high_priority_tasks' },
  ],
  [
    'who should take a task',
    'Who should take the task "Fix login bug"?',
    "Who's the best person for Fix login bug?",
    { kind: 'who_should_take', task: 'Fix login bug' },
  ],
  [
    'top performers',
    'Who are my top performers?',
    'Who is performing best on the team?',
    { kind: 'team_performance', focus: 'top' },
  ],
  [
    'needs support',
    'Who needs support?',
    'Which employees are struggling?',
    { kind: 'team_performance', focus: 'support' },
  ],
  [
    'expenses',
    'What are our biggest expense categories?',
    'Where did we spend the most money, and what changed?',
    { kind: 'expenses' },
  ],
  [
    'failed automations',
    'Which automations failed?',
    'Did any of my workflows have errors?',
    { kind: 'failed_automations' },
  ],
  [
    'failing integrations',
    'Which integrations are failing?',
    'Are any of my syncs broken?',
    { kind: 'failing_integrations' },
  ],
  [
    'create a task',
    'Create a task called Call Acme about invoice 1043',
    'please add a new task: Call Acme about invoice 1043',
    { kind: 'create_task', title: 'Call Acme about invoice 1043', priority: null },
  ],
  [
    'assign a task',
    'Assign Fix login bug to Dana',
    'Give the task "Fix login bug" to Dana',
    { kind: 'assign_task', task: 'Fix login bug', employee: 'Dana' },
  ],
  ['help', 'What can you do?', 'help', { kind: 'help' }],
];

describe('recognizeIntent', () => {
  it.each(cases)('reads %s in both wordings', (_, first, second, intent) => {
    expect(recognizeIntent(first)).toEqual(intent);
    expect(recognizeIntent(second)).toEqual(intent);
  });

  it('reads the priority of a task to create and keeps the title clean', () => {
    expect(recognizeIntent('Create a high priority task called Call Acme about invoice 1043')).toEqual({
      kind: 'create_task',
      title: 'Call Acme about invoice 1043',
      priority: 'high',
    });
    expect(recognizeIntent('add task "Order toner", low priority')).toEqual({
      kind: 'create_task',
      title: 'Order toner',
      priority: 'low',
    });
  });

  it('reads the recipient and topic of an email draft', () => {
    expect(recognizeIntent('Draft an email to Dana about the Q3 report')).toEqual({
      kind: 'draft_email',
      recipient: 'Dana',
      topic: 'the Q3 report',
    });
    expect(recognizeIntent('Can you write a message to sam@acme.com to thank them for the quick delivery?')).toEqual({
      kind: 'draft_email',
      recipient: 'sam@acme.com',
      topic: 'thank them for the quick delivery',
    });
  });

  it('takes an action request literally even when its title mentions another question', () => {
    expect(recognizeIntent('Create a task called Check which automations failed')).toMatchObject({
      kind: 'create_task',
      title: 'Check which automations failed',
    });
  });

  it('keeps the financial analysis for spending questions with no category, merchant or period', () => {
    expect(recognizeIntent('Where did we spend the most money?')).toEqual({ kind: 'expenses' });
    expect(recognizeIntent('How many tasks are completed?')).toEqual({ kind: 'task_summary' });
    expect(recognizeIntent('How much did customers pay us this month?')).toEqual({
      kind: 'kpi',
      metrics: ['revenue'],
      period: 'month',
    });
    expect(recognizeIntent('What was our Stripe revenue this year?')).toEqual({
      kind: 'kpi',
      metrics: ['revenue'],
      period: 'year',
    });
  });

  it('says unknown for anything else', () => {
    expect(recognizeIntent('What is the capital of France?')).toEqual({ kind: 'unknown' });
    expect(recognizeIntent('Tell me a joke')).toEqual({ kind: 'unknown' });
  });
});
