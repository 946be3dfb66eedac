import { describe, expect, it } from 'vitest';
import { connection, failing, importStatement, kpiDay, synced } from '../../../scripts/testing/assistant-business';
import { expectOnlyToolNumbers } from '../../../scripts/testing/assistant-numbers';
import { assistantTableForThisFile, contextFor, runTool } from '../../../scripts/testing/assistant-workspace';
import type { IntegrationsResult, KpiStatsResult, TransactionsResult } from '../../domain/assistant/tool-results';
import { answerBuiltIn } from './built-in-engine';
import { transactionsTool } from './finance-tools';
import { integrationsTool } from './integration-tools';
import { kpiStatsTool } from './kpi-tools';
import { type AssistantTool, callTool } from './tool-kit';

/**
 * The KPI, transactions and integrations tools over workspaces small enough to add up by hand, and the built-in
 * answers they give. Today is Nov 20, 2026 (UTC): the last 30 days are Oct 22 – Nov 20 and the 30 before them
 * Sep 22 – Oct 21; the last 7 days Nov 14 – 20 and the 7 before Nov 7 – 13.
 */
const FIGURES = 'ws-figures';
const BOOKS = 'ws-books';
const RIVAL = 'ws-rival';
const EMPTY = 'ws-empty';

await assistantTableForThisFile();

// The dashboard's rollups (revenue in cents).
await kpiDay(FIGURES, '2026-11-18', {
  'revenue.apps.subscriptions': 120_000,
  leads: 3,
  appointments: 2,
  tasksCreated: 4,
  tasksCreatedCompleted: 3,
  tasksCompleted: 3,
});
await kpiDay(FIGURES, '2026-11-12', { leads: 1 });
await kpiDay(FIGURES, '2026-11-10', { 'revenue.bank.one_time_sales': 45_050, leads: 2 });
await kpiDay(FIGURES, '2026-10-25', { 'revenue.apps.one_time_sales': 30_000, appointments: 1 });
await kpiDay(FIGURES, '2026-10-05', { 'revenue.apps.subscriptions': 100_000, leads: 4 });
// Connections in each state: a failing one, a stale one (last good sync 16 hours ago), a healthy one.
await connection(
  FIGURES,
  failing('shopify', '2026-11-20T11:00:00.000Z', '2026-11-18T09:00:00.000Z', {
    kind: 'auth_rejected',
    message: 'Invalid API key or access token',
  }),
);
await connection(FIGURES, synced('quickbooks', '2026-11-19T20:00:00.000Z'));
await connection(FIGURES, synced('hubspot', '2026-11-20T11:05:00.000Z'));
// A bank statement through the real import job; the categories are the built-in categoriser's (asserted below).
await importStatement(BOOKS, [
  ['2026-10-03', 'GOOGLE *ADS1234 CC@GOOGLE.COM CA', -250],
  ['2026-10-09', 'GUSTO PAYROLL 261009 PAY 000123 CCD ID: 9136446005', -3000],
  ['2026-10-17', 'GOOGLE *ADS5678 CC@GOOGLE.COM CA', -120.25],
  ['2026-10-20', 'FACEBK *ADS 650-5434800 CA', -80],
  ['2026-10-28', 'AMAZON WEB SERVICES AWS.AMAZON.CO WA 555', -89.99],
  ['2026-11-05', 'GOOGLE *ADS9012 CC@GOOGLE.COM CA', -60],
  ['2026-11-10', 'STRIPE TRANSFER ST-AB12C ORIG ID:1800948598', 1500],
  ['2026-11-12', 'AMAZON WEB SERVICES AWS.AMAZON.CO WA 556', -95.01],
  ['2026-11-15', 'GUSTO PAYROLL 261115 PAY 000124 CCD ID: 9136446005', -3000],
  ['2026-11-16', 'ONLINE TRANSFER TO SAVINGS XXXXXX1234', -500],
]);
// Another business with figures of every kind, none of which may reach the first ones' answers.
await kpiDay(RIVAL, '2026-11-19', { 'revenue.apps.subscriptions': 9_999_900, leads: 77, appointments: 55 });
await importStatement(RIVAL, [
  ['2026-10-10', 'GOOGLE *ADS4444 CC@GOOGLE.COM CA', -999],
  ['2026-11-11', 'RIVAL SECRET SUPPLIER LTD', -777.77],
]);
await connection(
  RIVAL,
  failing(
    'shopify',
    '2026-11-20T10:00:00.000Z',
    null,
    { kind: 'unreachable', message: 'Rival host unreachable' },
    'Rival Shop',
  ),
);
await connection(RIVAL, synced('asana', '2026-11-20T11:30:00.000Z', 'Rival Projects'));

describe('kpi_stats', () => {
  it("reads the dashboard's figures for a range and the period before it", async () => {
    const month = await runTool<KpiStatsResult>(kpiStatsTool as AssistantTool, {}, FIGURES);
    expect(month.range).toMatchObject({ timeRange: '30d', from: '2026-10-22', to: '2026-11-20' });
    expect(month.range).toMatchObject({ previousFrom: '2026-09-22', previousTo: '2026-10-21', timeZone: 'UTC' });
    // $1,200 + $450.50 + $300 against the $1,000 of Oct 5: up 95.05%, one decimal.
    expect(month.revenue).toEqual({ current: 1950.5, previous: 1000, change: 95.1 });
    expect(month.revenueSources).toEqual({ apps: 1500, bank: 450.5, matched: 0 });
    expect(month.leads).toEqual({ current: 6, previous: 4, change: 50 });
    expect(month.appointments).toEqual({ current: 3, previous: 0, change: 100 });
    expect(month.tasksCompleted).toEqual({ current: 3, previous: 0, change: 100 });
    expect(month.taskCompletion).toEqual({ completionRate: 75, tasksCreated: 4, tasksCreatedCompleted: 3 });
    expect(month.missing).toEqual([]);

    const week = await runTool<KpiStatsResult>(kpiStatsTool as AssistantTool, { range: '7d' }, FIGURES);
    // $1,200 on Nov 18 against the $450.50 of Nov 10: up 166.4%; 3 leads against 2 + 1.
    expect(week.revenue).toEqual({ current: 1200, previous: 450.5, change: 166.4 });
    expect(week.leads).toEqual({ current: 3, previous: 3, change: 0 });
  });

  it('says which figures have no data and what would fill them, rather than a zero', async () => {
    const empty = await runTool<KpiStatsResult>(kpiStatsTool as AssistantTool, { range: '7d' }, EMPTY);
    expect(empty.missing.map((m) => [m.metric, m.href])).toEqual([
      ['revenue', '/integrations'],
      ['leads', '/integrations'],
      ['appointments', '/integrations'],
      ['tasks', '/tasks'],
    ]);
  });
});

describe('transactions', () => {
  it('spending on a category over a month, with its merchants', async () => {
    const october = await runTool<TransactionsResult>(
      transactionsTool as AssistantTool,
      { from: '2026-10-01', to: '2026-10-31', category: 'Marketing' },
      BOOKS,
    );
    // Google Ads $250 + $120.25, Facebook ads $80.
    expect(october).toMatchObject({ count: 3, spent: 450.25, received: 0, complete: true, hasBankData: true });
    expect(october.topMerchants).toEqual([
      { merchant: 'Google Ads', spent: 370.25, count: 2 },
      { merchant: 'Facebk Ads', spent: 80, count: 1 },
    ]);
  });

  it('by default the last 30 days: money in, money out by category and merchant, transfers in neither', async () => {
    const recent = await runTool<TransactionsResult>(transactionsTool as AssistantTool, {}, BOOKS);
    expect(recent.filter).toEqual({ from: '2026-10-22', to: '2026-11-20', category: null, merchant: null });
    // Oct 28 – Nov 16: six transactions; the $500 to savings is a transfer.
    expect(recent).toMatchObject({ count: 6, received: 1500, spent: 3245 });
    expect(recent.byCategory).toEqual([
      { category: 'Payroll', spent: 3000, count: 1 },
      { category: 'Technology', spent: 185, count: 2 },
      { category: 'Marketing', spent: 60, count: 1 },
    ]);
    expect(recent.topMerchants.map((m) => [m.merchant, m.spent])).toEqual([
      ['Gusto Payroll', 3000],
      ['Amazon Web Services', 185],
      ['Google Ads', 60],
    ]);
    expect(recent.transactions[0]).toMatchObject({ date: '2026-11-16', category: 'Transfer', amount: -500 });
  });

  it('one merchant by its words, and a refusal the model can read for dates the wrong way round', async () => {
    const amazon = await runTool<TransactionsResult>(
      transactionsTool as AssistantTool,
      { from: '2026-10-01', to: '2026-10-31', merchant: 'amazon' },
      BOOKS,
    );
    expect(amazon).toMatchObject({ count: 1, spent: 89.99 });
    const backwards = await callTool(
      transactionsTool as AssistantTool,
      { from: '2026-11-01', to: '2026-10-01' },
      contextFor(BOOKS),
      [],
    );
    expect(backwards).toEqual({ ok: false, error: expect.stringContaining('"from" must not be after "to"') });
  });
});

describe('integrations', () => {
  it('lists the connections with their sync health, failing first, with what to do', async () => {
    const all = await runTool<IntegrationsResult>(integrationsTool as AssistantTool, {}, FIGURES);
    expect(all).toMatchObject({ total: 3, failing: 1 });
    expect(all.integrations.map((i) => [i.name, i.health])).toEqual([
      ['Shopify', 'failing'],
      ['QuickBooks', 'stale'],
      ['HubSpot', 'healthy'],
    ]);
    expect(all.integrations[0]).toMatchObject({
      lastError: 'Invalid API key or access token',
      hint: 'The API key was rejected: reconnect with a new key',
      lastSuccessAt: '2026-11-18T09:00:00.000Z',
      nextSyncAt: '2026-11-20T13:00:00.000Z',
    });
    const shopify = await runTool<IntegrationsResult>(
      integrationsTool as AssistantTool,
      { provider: 'shopify' },
      FIGURES,
    );
    expect(shopify.integrations.map((i) => i.name)).toEqual(['Shopify']);
    const slack = await runTool<IntegrationsResult>(integrationsTool as AssistantTool, { provider: 'slack' }, FIGURES);
    expect(slack).toMatchObject({ integrations: [], notConnected: 'Slack' });
  });
});

describe('the built-in answers on figures, spending and syncs', () => {
  const documented: [question: string, workspace: string, expected: RegExp][] = [
    // Calendar periods, from the rollups: November so far holds Nov 10 ($450.50, 2 leads), Nov 12 (1 lead) and Nov 18 ($1,200, 3
    // leads, 2 appointments); October holds Oct 5 ($1,000, 4 leads) and Oct 25 ($300, 1 appointment).
    [
      'What was our revenue this month?',
      FIGURES,
      /\*\*November 2026 so far\*\* \(Nov 1, 2026 to Nov 20, 2026\):\n\n- \*\*Revenue\*\*: \*\*\$1,650\.50\*\*\./,
    ],
    ['How much did we make this month?', FIGURES, /\*\*Revenue\*\*: \*\*\$1,650\.50\*\*/],
    [
      'What was our revenue this month compared with last month?',
      FIGURES,
      /compared with \*\*October 2026\*\* \(Oct 1, 2026 to Oct 31, 2026\):\n\n- \*\*Revenue\*\*: \*\*\$1,650\.50\*\*, up 27% on October 2026 \(\$1,300\.00\)\.[\s\S]*is not over yet/,
    ],
    [
      'What was revenue last month?',
      FIGURES,
      /\*\*October 2026\*\* \(Oct 1, 2026 to Oct 31, 2026\):\n\n- \*\*Revenue\*\*: \*\*\$1,300\.00\*\*\./,
    ],
    ['How much revenue did we make in October?', FIGURES, /\*\*Revenue\*\*: \*\*\$1,300\.00\*\*/],
    ['How many leads did we get in October?', FIGURES, /\*\*New leads\*\*: \*\*4\*\*\./],
    [
      'Revenue and leads in November',
      FIGURES,
      /\*\*November 2026 so far\*\*[^\n]*\n\n- \*\*Revenue\*\*: \*\*\$1,650\.50\*\*\.\n- \*\*New leads\*\*: \*\*6\*\*\./,
    ],
    [
      'What was revenue in Q4?',
      FIGURES,
      /\*\*Q4 2026 so far\*\* \(Oct 1, 2026 to Nov 20, 2026\)[\s\S]*\*\*\$2,950\.50\*\*/,
    ],
    // This week is Monday Nov 16 to today: Nov 18's 3 leads; the week before, Nov 10's 2 and Nov 12's 1.
    [
      'How many leads this week compared with last week?',
      FIGURES,
      /\*\*New leads\*\*: \*\*3\*\*, the same as the week of Nov 9 \(3\)/,
    ],
    [
      'How many new leads did we get in the last 30 days?',
      FIGURES,
      /\*\*the last 30 days\*\*[^\n]*\n\n- \*\*New leads\*\*: \*\*6\*\*\./,
    ],
    ['How many appointments this month?', FIGURES, /\*\*Appointments\*\*: \*\*2\*\*\./],
    ['Meetings booked this week?', FIGURES, /\*\*Appointments\*\*: \*\*2\*\*/],
    [
      "What's our task completion rate this month?",
      FIGURES,
      /\*\*Tasks completed\*\*: \*\*3\*\*[^\n]*of the 4 tasks created in this period, 3 are done \(a 75% completion rate\)/,
    ],
    [
      'How much did we spend on marketing in October?',
      BOOKS,
      /We spent \*\*\$450\.25\*\* on \*\*Marketing\*\* in October 2026 \(from Oct 1, 2026 to Oct 31, 2026\), over 3 transactions\.[\s\S]*- \*\*Google Ads\*\*: \$370\.25 \(2 transactions\)/,
    ],
    ['What did advertising cost us in Oct?', BOOKS, /\*\*\$450\.25\*\* on \*\*Marketing\*\* in October 2026/],
    [
      'How much did we spend at Amazon last month?',
      BOOKS,
      /We spent \*\*\$89\.99\*\* at \*\*Amazon Web Services\*\* in October 2026/,
    ],
    [
      'What were our expenses last month?',
      BOOKS,
      /We spent \*\*\$3,540\.24\*\* in October 2026[^\n]*over 5 transactions\.\n\nBy category:\n\n- \*\*Payroll\*\*: \$3,000\.00/,
    ],
    [
      'Top merchants last 30 days',
      BOOKS,
      /top 3 merchants by spending in the last 30 days \(from Oct 22, 2026 to Nov 20, 2026\), of \$3,245\.00 spent in all:\n\n- \*\*Gusto Payroll\*\*: \$3,000\.00/,
    ],
    [
      'Who did we pay the most in the past 30 days?',
      BOOKS,
      /- \*\*Amazon Web Services\*\*: \$185\.00 \(2 transactions\)/,
    ],
    [
      'Which integrations are failing?',
      FIGURES,
      /\*\*1 of 3 integrations is failing\*\*:\n\n- \*\*Shopify\*\*: the sync at Nov 20, 2026, 11:00 UTC failed: Invalid API key or access token\. The API key was rejected: reconnect with a new key\.[^\n]*\n- \*\*QuickBooks\*\*: no successful sync since Nov 19, 2026, 20:00 UTC/,
    ],
    ['Are any of my syncs broken?', FIGURES, /The others are fine: HubSpot\./],
    [
      'When did Shopify last sync?',
      FIGURES,
      /\*\*Shopify\*\*: the sync at Nov 20, 2026, 11:00 UTC failed[^\n]*last successful sync: Nov 18, 2026, 09:00 UTC/,
    ],
    [
      'Is the HubSpot integration working?',
      FIGURES,
      /\*\*HubSpot\*\* last synced successfully at \*\*Nov 20, 2026, 11:05 UTC\*\*/,
    ],
    ['Is Slack connected?', FIGURES, /\*\*Slack\*\* is not connected[^\n]*\[Integrations\]\(\/integrations\)/],
  ];

  it.each(documented)('%s', async (question, workspaceId, expected) => {
    const answer = await answerBuiltIn(question, contextFor(workspaceId));
    expect(answer.content).toMatch(expected);
    await expectOnlyToolNumbers(question, answer, () => contextFor(workspaceId));
    // Nothing of the other business: its figures, merchants and connections.
    expect(answer.content).not.toMatch(/99,999|\b77\b|\b55\b|999\.00|777\.77|Rival/);
  });

  it('gives no figure where there is no data: it says what would fill it, with the screen', async () => {
    const revenue = await answerBuiltIn('What was revenue this month?', contextFor(EMPTY));
    expect(revenue.content).toMatch(
      /\*\*Revenue\*\*: no data yet\. Connect a payment, accounting or e-commerce app, or import a bank statement, to see revenue on \[Integrations\]\(\/integrations\)/,
    );
    expect(revenue.content).not.toMatch(/\$/);
    const spending = await answerBuiltIn('How much did we spend on marketing in October?', contextFor(EMPTY));
    expect(spending.content).toMatch(/no financial data yet[^\n]*\[Financial\]\(\/financial\)/);
    const syncs = await answerBuiltIn('Which integrations are failing?', contextFor(EMPTY));
    expect(syncs.content).toMatch(/no connected apps yet[^\n]*\[Integrations\]\(\/integrations\)/);
  });

  it("answers each workspace from its own data: the other business's figures stay its own", async () => {
    const theirs = await answerBuiltIn('How many leads this week?', contextFor(RIVAL));
    expect(theirs.content).toMatch(/\*\*New leads\*\*: \*\*77\*\*/);
    const theirMarketing = await answerBuiltIn('How much did we spend on marketing in October?', contextFor(RIVAL));
    expect(theirMarketing.content).toMatch(/\*\*\$999\.00\*\* on \*\*Marketing\*\*/);
    const theirSyncs = await answerBuiltIn('Which integrations are failing?', contextFor(RIVAL));
    expect(theirSyncs.content).toMatch(/\*\*1 of 2 integrations is failing\*\*[\s\S]*Rival Shop/);
    expect(theirSyncs.content).not.toMatch(/QuickBooks|HubSpot/);
  });
});
