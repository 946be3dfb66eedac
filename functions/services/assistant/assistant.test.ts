import type { FinancialAnalysis } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { expectOnlyToolNumbers } from '../../../scripts/testing/assistant-numbers';
import {
  assistantTableForThisFile,
  contextFor,
  NOW,
  runTool,
  seedWorkspace,
} from '../../../scripts/testing/assistant-workspace';
import type {
  AutomationListResult,
  AutomationRunsResult,
  CashBalanceResult,
  EmployeeDetailResult,
  EmployeeSearchResult,
  ProposalResult,
  TaskListResult,
  TaskMatchResult,
  TeamPerformanceResult,
} from '../../domain/assistant/tool-results';
import { listBankAccounts } from '../finance/accounts';
import { financialAnalysis } from '../finance/analysis';
import { createDemoBank } from '../finance/demo-bank';
import { answerBuiltIn } from './built-in-engine';
import { proposalTools } from './proposal-tools';
import { type AssistantTool, callTool } from './tool-kit';
import { readTools } from './tools';

const WS = 'ws-main';
const OTHER = 'ws-other';

await assistantTableForThisFile();
const seeded = await seedWorkspace(WS);
await seedWorkspace(OTHER);
// Bank data in one workspace only: 90 days of a small business's banking through the real import path.
await createDemoBank(WS, NOW);

/** The tools by the names the model calls them by: a tool the engines are not given cannot be run here either. */
const tools = new Map([...readTools, ...proposalTools].map((tool) => [tool.name, tool as AssistantTool]));
const run = <R>(name: string, args: Record<string, unknown>, workspaceId = WS) =>
  runTool<R>(tools.get(name)!, args, workspaceId);

describe('the workspace tools', () => {
  it('list_tasks: overdue, open high-priority and assignee filters, most urgent first, with counts over all tasks', async () => {
    const overdue = await run<TaskListResult>('list_tasks', { due: 'overdue' });
    expect(overdue.counts).toEqual({
      total: 6,
      open: 5,
      pending: 4,
      inProgress: 1,
      completed: 1,
      overdue: 2,
      highPriorityOpen: 2,
    });
    expect(overdue.tasks.map((t) => [t.title, t.daysOverdue, t.assignee])).toEqual([
      ['Send the Acme quote', 3, 'Omar Haddad'],
      ['Renew the domain', 1, null],
    ]);
    const high = await run<TaskListResult>('list_tasks', { status: 'open', priority: 'high' });
    expect(high.tasks.map((t) => t.title)).toEqual(['Send the Acme quote', 'Fix the database timeout bug']);
    const omars = await run<TaskListResult>('list_tasks', { assignee: 'omar' });
    expect(omars.tasks.map((t) => t.title)).toEqual(['Send the Acme quote']);
    expect(await run<TaskListResult>('list_tasks', { assignee: 'Nobody Here' })).toMatchObject({
      matching: 0,
      unknownAssignee: 'Nobody Here',
    });
    expect((await run<TaskListResult>('list_tasks', { limit: 2 })).tasks).toHaveLength(2);
  });

  it('refuses invalid arguments with a message, never an exception', async () => {
    const outcome = await callTool(tools.get('list_tasks')!, { priority: 'extreme', limit: 500 }, contextFor(WS), []);
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(/^Invalid arguments for list_tasks: priority .*; limit/),
    });
  });

  it('search_employees and get_employee read the directory with the Team Analytics scores', async () => {
    const found = await run<EmployeeSearchResult>('search_employees', { query: 'dana' });
    expect(found.employees).toEqual([
      expect.objectContaining({ name: 'Dana Lee', score: 89, rating: 'Excellent', openTasks: 0 }),
    ]);
    expect((await run<EmployeeSearchResult>('search_employees', {})).total).toBe(5);
    const omar = await run<EmployeeDetailResult>('get_employee', { employee: 'Omar Haddad' });
    expect(omar.employee).toMatchObject({ name: 'Omar Haddad', openTasks: 1, insight: null });
    expect(omar.employee!.competencies['Customer Focus']).toBe(96);
    // What every role's assistant may read (issue 30): never compensation, never notes.
    expect(JSON.stringify([omar, found])).not.toMatch(/salary|hourlyRate|notes/i);
    expect(await run<EmployeeDetailResult>('get_employee', { employee: 'Zed' })).toEqual({
      employee: null,
      candidates: [],
    });
  });

  it('team_performance: top performers (80+) best first and those below 60 lowest first', async () => {
    const team = await run<TeamPerformanceResult>('team_performance', {});
    expect(team.teamSize).toBe(5);
    expect(team.topPerformers.map((e) => [e.name, e.score])).toEqual([
      ['Dana Lee', 89],
      ['Omar Haddad', 83],
    ]);
    expect(team.needSupport.map((e) => [e.name, e.score])).toEqual([
      ['Ava Stone', 45],
      ['Theo Brown', 52],
    ]);
  });

  it('match_task ranks with the team matcher: the technical expert for the database bug', async () => {
    const match = await run<TaskMatchResult>('match_task', { task: 'database timeout' });
    expect(match.task?.title).toBe('Fix the database timeout bug');
    expect(match.recommendations[0]).toMatchObject({
      name: 'Dana Lee',
      reasoning: expect.stringContaining('Technical Skills 95'),
    });
    expect(match.rankedBy).toBe('Built-in analyst');
    expect((await run<TaskMatchResult>('match_task', { task: 'the' })).task).toBeNull();
  });

  it('list_automations and automation_runs: which failed, how often, latest reason', async () => {
    const list = await run<AutomationListResult>('list_automations', { lastRun: 'failed' });
    expect(list).toMatchObject({ total: 2, active: 2 });
    expect(list.automations.map((a) => [a.name, a.runCount, a.lastRunStatus])).toEqual([
      ['Log leads in the CRM', 2, 'failed'],
    ]);
    const runs = await run<AutomationRunsResult>('automation_runs', { status: 'failed' });
    expect(runs.failures).toEqual([
      expect.objectContaining({
        automationName: 'Log leads in the CRM',
        failedRuns: 2,
        latestError: 'No CRM integration connected',
      }),
    ]);
    expect(runs.runs).toHaveLength(2);
  });

  it("financial_analysis and bank_accounts answer what the Financial screen shows, as of the answer's date", async () => {
    const analysis = await run<FinancialAnalysis>('financial_analysis', {});
    expect(analysis).toEqual(await financialAnalysis(WS, '2026-11-20'));
    expect(analysis.hasData).toBe(true);
    const accounts = await run<CashBalanceResult>('bank_accounts', {});
    const listed = await listBankAccounts(WS);
    expect(accounts.accounts.map((a) => [a.name, a.balance])).toEqual(listed.map((a) => [a.name, a.balance]));
    expect(accounts.accounts.length).toBeGreaterThan(0);
    // Cash is what the deposit accounts hold; a card's balance is owed, not cash.
    const cents = (n: number) => Math.round(n * 100);
    const deposits = listed.filter((a) => a.type !== 'credit' && a.balance !== null);
    expect(cents(accounts.totalCash)).toBe(deposits.reduce((sum, a) => sum + cents(a.balance!), 0));
    // The other workspace has no bank data: nothing of this one's.
    expect((await run<FinancialAnalysis>('financial_analysis', {}, OTHER)).hasData).toBe(false);
    expect((await run<CashBalanceResult>('bank_accounts', {}, OTHER)).accounts).toEqual([]);
  });

  it('never read another workspace: the same questions in the other workspace see only its own items', async () => {
    const mine = await run<TaskListResult>('list_tasks', { limit: 50 });
    const theirs = await run<TaskListResult>('list_tasks', { limit: 50 }, OTHER);
    const ids = new Set(mine.tasks.map((t) => t.id));
    expect(theirs.tasks.some((t) => ids.has(t.id))).toBe(false);
    // An id from this workspace means nothing in the other one.
    expect((await run<TaskMatchResult>('match_task', { task: seeded.quote.id }, OTHER)).task).toBeNull();
    expect((await run<EmployeeDetailResult>('get_employee', { employee: seeded.dana.id }, OTHER)).employee).toBeNull();
    expect((await run<TaskMatchResult>('match_task', { task: seeded.quote.id })).task?.id).toBe(seeded.quote.id);
  });
});

describe('the built-in assistant answers from the tools only', () => {
  const documented: [string, RegExp][] = [
    ['How many tasks are overdue?', /\*\*2 tasks are overdue\*\* \(of 5 open tasks\)/],
    ['Which tasks are past their due date?', /Send the Acme quote.*3 days overdue/],
    ['What are my high-priority tasks?', /\*\*2 open high-priority tasks\*\*/],
    ['Show me the urgent tasks', /Fix the database timeout bug/],
    ['Who should take the database timeout bug?', /I'd pick \*\*Dana Lee\*\*/],
    ["Who's the best person for the Acme quote?", /For \*\*Send the Acme quote\*\* I'd pick/],
    ['Who are my top performers?', /\*\*Top performers\*\* \(score 80 or more\): 2 of 5/],
    ['Who needs support?', /\*\*Need support\*\* \(score below 60\): 2 of 5[\s\S]*Ava Stone/],
    [
      'How big is my team?',
      /^You have \*\*5 employees\*\*, \d+ assessed, average competency \d+\.[\s\S]*\*\*Top performers\*\*[\s\S]*\*\*Need support\*\*/,
    ],
    ['Which automations failed?', /\*\*1 automation failed\*\*[\s\S]*Log leads in the CRM\*\*: 2 failed runs/],
    ['Did any of my workflows have errors?', /No CRM integration connected/],
    ['How many tasks do I have?', /You have \*\*6 tasks\*\*: 4 pending, 1 in progress and 1 completed/],
    [
      'What was our revenue this week compared with last week?',
      /\*\*the week of Nov 16 so far\*\* \(Nov 16, 2026 to Nov 20, 2026\) compared with \*\*the week of Nov 9\*\*[\s\S]*\*\*Revenue\*\*: \*\*\$[\d,.]+\*\*/,
    ],
    [
      'How many leads did we get this month?',
      /\*\*New leads\*\*: no data yet\. Connect a CRM to see new leads on \[Integrations\]\(\/integrations\)/,
    ],
    ['How many appointments do we have this week?', /\*\*Appointments\*\*: no data yet[^\n]*Connect a calendar/],
    [
      'What is my cash balance across all bank accounts?',
      /^Your cash across \d+ accounts? is \*\*\$[\d,.]+\*\*\.[\s\S]*\n- \*\*[^\n]+: \$[\d,.]+ \(checking/,
    ],
    [
      'Create a task for me: call the flour supplier about the December order, high priority, due Dec 3',
      /Create task "Call the flour supplier about the December order", high priority, due Dec 3, 2026\*\*/,
    ],
    [
      'Create a task for Mia: update the price list by next Friday',
      /Create task "Update the price list", medium priority, due Nov 27, 2026, assigned to Mia Chen/,
    ],
    [
      'Send an email to Dana reminding her about the vendor renewal',
      /\*\*Subject:\*\* Reminder: the vendor renewal\n\n> Hi Dana,\n> \n> Just a quick reminder about the vendor renewal\./,
    ],
    [
      'Create an automation that emails me when a new lead comes in',
      /Create automation "Email me when a new lead comes in": when New Lead, Send Email to olivia@example\.com/,
    ],
    [
      'What are our biggest expense categories?',
      /Expenses were \*\*\$[\d,.]+\*\* in the last 30 days[\s\S]*Biggest categories first:\n\n- \*\*Payroll\*\*: \$/,
    ],
    ['Where did we spend the most money, and what changed?', /What changed most|No category moved/],
    ['Which integrations are failing?', /no connected apps yet[^\n]*\[Integrations\]\(\/integrations\)/],
    [
      'Create a high priority task called Call Acme about invoice 1043',
      /Create task "Call Acme about invoice 1043", high priority/,
    ],
    ['Assign the newsletter to Mia', /Assign "Write the newsletter" to Mia Chen/],
    ['Draft an email to Dana about the Q3 report', /Here is a draft to dana@ws-main\.example\.com[\s\S]*Hi Dana,/],
    ['What is the capital of France?', /only answer from your own data/],
  ];

  it.each(documented)('%s', async (question, expected) => {
    const context = contextFor(WS);
    const answer = await answerBuiltIn(question, context);
    expect(answer.engine).toBe('Built-in assistant');
    expect(answer.content).toMatch(expected);

    await expectOnlyToolNumbers(question, answer, () => contextFor(WS));
  });

  it('proposes changes without making them', async () => {
    const context = contextFor(WS);
    await answerBuiltIn('create a task called Order more toner', context);
    expect(context.proposals).toEqual([
      {
        payload: expect.objectContaining({ type: 'create_task', title: 'Order more toner' }),
        summary: expect.any(String),
      },
    ]);
    const tasks = await run<TaskListResult>('list_tasks', { search: 'toner' });
    expect(tasks.matching).toBe(0);
  });

  it('proposal tools refuse a name that means no single record, and propose what their form accepts', async () => {
    const assign = (task: string, employee: string) => run<ProposalResult>('propose_assign_task', { task, employee });
    expect(await assign('Paint the moon', 'Omar')).toEqual({
      proposed: false,
      problem: 'No task is called "Paint the moon".',
    });
    expect(await assign('Renew the domain', 'Zed')).toEqual({
      proposed: false,
      problem: 'No employee is called "Zed".',
    });
    expect(await run<ProposalResult>('propose_create_task', { title: 'Order toner' })).toMatchObject({
      proposed: true,
    });
  });

  it('asks instead of guessing when a name is unknown or ambiguous', async () => {
    const unknown = await answerBuiltIn('Assign the newsletter to Zed', contextFor(WS));
    expect(unknown.content).toMatch(/No employee is called "Zed"/);
    const who = await answerBuiltIn('Who should take the nonexistent thing?', contextFor(WS));
    expect(who.content).toMatch(/couldn't find a task/);
  });

  it('says where bank data comes from when a workspace has none, rather than a figure', async () => {
    const answer = await answerBuiltIn('What are our biggest expense categories?', contextFor(OTHER));
    expect(answer.content).toMatch(/no financial data yet.*\[Financial\]\(\/financial\)/);
    expect(answer.content).not.toMatch(/\$/);
  });

  it('answers overdue tasks as of its clock', async () => {
    const later = await answerBuiltIn(
      'How many tasks are overdue?',
      contextFor(WS, new Date(NOW.getTime() + 3 * 86_400_000)),
    );
    expect(later.content).toMatch(/\*\*3 tasks are overdue\*\*/);
  });
});
