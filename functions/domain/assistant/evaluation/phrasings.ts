import type { Intent } from '../intents';
import { automation, kpi, LAST_MONTH, THIS_MONTH, task } from './intent-builders';

/**
 * How owners word what they ask the assistant, each with the intent and arguments the built-in engine must read from
 * it: several wordings per request, across tasks, emails, periods, money, team, finance, automations and
 * integrations. Dates and periods are relative to `EVALUATION_NOW` in `EVALUATION_TIME_ZONE` (Friday, November 27th
 * 2026, 22:30 in New York: already Saturday in UTC, so a date read in the wrong zone is a miss). The names are the
 * workspace's employees. `evaluation.test.ts` scores the engine against it; add phrasings people actually use, never
 * change an expectation to fit the parser.
 */
export const EVALUATION_NOW = new Date('2026-11-28T03:30:00.000Z');
export const EVALUATION_TIME_ZONE = 'America/New_York';
export const EVALUATION_EMPLOYEES = ['Dana Lee', 'Priya Shah', 'Marcus Brown', 'Sam Taylor', 'Elena Garcia'] as const;

/** Several wordings of one request. */
const wordings = (intent: Intent, ...phrases: string[]): [string, Intent][] =>
  phrases.map((phrase) => [phrase, intent]);

export const phrasings: readonly [string, Intent][] = [
  // Tasks: creating, with framing, priority, due date and assignee.
  [
    'Create a task for me: call the flour supplier about the December order, high priority, due Dec 3',
    task('Call the flour supplier about the December order', { priority: 'high', dueDate: '2026-12-03' }),
  ],
  ['Create a task called Call Acme about invoice 1043', task('Call Acme about invoice 1043')],
  ['please add a new task: Call Acme about invoice 1043', task('Call Acme about invoice 1043')],
  [
    'Can you create a task to renew the business insurance by next Friday?',
    task('Renew the business insurance', { dueDate: '2026-12-04' }),
  ],
  ['Add a to-do: order more napkins, low priority', task('Order more napkins', { priority: 'low' })],
  ['Remind me to pay the electricity bill tomorrow', task('Pay the electricity bill', { dueDate: '2026-11-28' })],
  ['Create a high priority task called Fix the walk-in freezer', task('Fix the walk-in freezer', { priority: 'high' })],
  [
    'Make a task for Dana to review the catering contract in 2 weeks',
    task('Review the catering contract', { dueDate: '2026-12-11', assignee: 'Dana Lee' }),
  ],
  [
    'Add a task: update the website menu, assign it to Priya, due Monday',
    task('Update the website menu', { dueDate: '2026-11-30', assignee: 'Priya Shah' }),
  ],
  ['New task: restock the espresso beans', task('Restock the espresso beans')],
  [
    'Could you add a task to send the quarterly VAT return, it is urgent',
    task('Send the quarterly VAT return', { priority: 'high' }),
  ],
  ['create task "Order toner" low priority', task('Order toner', { priority: 'low' })],
  [
    'Please create a task for Marcus: deep clean the kitchen on December 15',
    task('Deep clean the kitchen', { dueDate: '2026-12-15', assignee: 'Marcus Brown' }),
  ],
  [
    'I need a task to call the landlord about the lease renewal by the end of the month',
    task('Call the landlord about the lease renewal', { dueDate: '2026-11-30' }),
  ],
  [
    'Set up a task to prepare the holiday schedule, medium priority, due Dec 10',
    task('Prepare the holiday schedule', { priority: 'medium', dueDate: '2026-12-10' }),
  ],
  [
    'Add follow up with the bakery on the wedding cake order to my to-do list',
    task('Follow up with the bakery on the wedding cake order'),
  ],
  [
    'Create a task for Sam Taylor to count the inventory on Jan 10',
    task('Count the inventory', { dueDate: '2027-01-10', assignee: 'Sam Taylor' }),
  ],
  ['remind me to renew the domain name next week', task('Renew the domain name', { dueDate: '2026-12-04' })],
  [
    'Create an urgent task: replace the broken POS terminal',
    task('Replace the broken POS terminal', { priority: 'high' }),
  ],
  [
    'Can you make me a to-do to email the accountant, due tomorrow, high priority',
    task('Email the accountant', { priority: 'high', dueDate: '2026-11-28' }),
  ],
  [
    'Add a task to schedule staff training and have Elena handle it',
    task('Schedule staff training', { assignee: 'Elena Garcia' }),
  ],

  // Tasks: questions and assignment.
  ...wordings(
    { kind: 'overdue_tasks' },
    'How many tasks are overdue?',
    'Which tasks are past their due date?',
    'What is late?',
    'Did we miss any deadlines?',
  ),
  ...wordings(
    { kind: 'high_priority_tasks' },
    'What are my high-priority tasks?',
    'Show me the urgent tasks',
    'What are the most important tasks right now?',
  ),
  ...wordings(
    { kind: 'task_summary' },
    'How many open tasks do I have?',
    'Give me a summary of my tasks',
    'List the pending tasks',
  ),
  ['Assign Fix login bug to Dana', { kind: 'assign_task', task: 'Fix login bug', employee: 'Dana' }],
  ['Give the task "Fix login bug" to Dana', { kind: 'assign_task', task: 'Fix login bug', employee: 'Dana' }],
  ['Please reassign Inventory count to Marcus', { kind: 'assign_task', task: 'Inventory count', employee: 'Marcus' }],
  ['Let Priya handle the supplier audit', { kind: 'assign_task', task: 'the supplier audit', employee: 'Priya' }],

  // Team.
  ['Who should take the task "Fix login bug"?', { kind: 'who_should_take', task: 'Fix login bug' }],
  ["Who's the best person for the catering proposal?", { kind: 'who_should_take', task: 'the catering proposal' }],
  ['Who could handle the menu redesign?', { kind: 'who_should_take', task: 'the menu redesign' }],
  ['Recommend someone for the inventory count', { kind: 'who_should_take', task: 'the inventory count' }],
  ['Who are my top performers?', { kind: 'team_performance', focus: 'top' }],
  ['Who is performing best on the team?', { kind: 'team_performance', focus: 'top' }],
  ['Who needs support?', { kind: 'team_performance', focus: 'support' }],
  ['Which employees are struggling?', { kind: 'team_performance', focus: 'support' }],
  ['Who are my top performers, and who needs support?', { kind: 'team_performance', focus: 'both' }],
  ['Is anyone falling behind?', { kind: 'team_performance', focus: 'support' }],
  ['How big is my team?', { kind: 'team_performance', focus: 'overview' }],
  ['How many employees do we have?', { kind: 'team_performance', focus: 'overview' }],

  // Emails.
  [
    'Send an email to Priya reminding her about the vendor renewal',
    { kind: 'draft_email', recipient: 'Priya', purpose: 'remind', topic: 'the vendor renewal' },
  ],
  [
    'Draft an email to Dana about the Q3 report',
    { kind: 'draft_email', recipient: 'Dana', purpose: 'about', topic: 'the Q3 report' },
  ],
  [
    'Can you write a message to sam@acme.com to thank them for the quick delivery?',
    { kind: 'draft_email', recipient: 'sam@acme.com', purpose: 'thank', topic: 'the quick delivery' },
  ],
  [
    'Email Marcus about the new opening hours',
    { kind: 'draft_email', recipient: 'Marcus', purpose: 'about', topic: 'the new opening hours' },
  ],
  [
    'Write an email to Elena thanking her for covering the Saturday shift',
    { kind: 'draft_email', recipient: 'Elena', purpose: 'thank', topic: 'covering the Saturday shift' },
  ],
  [
    'Send a quick note to Dana to remind her to submit her timesheet',
    { kind: 'draft_email', recipient: 'Dana', purpose: 'remind_to', topic: 'submit your timesheet' },
  ],
  [
    'Compose an email to Sam asking him about the delivery schedule',
    { kind: 'draft_email', recipient: 'Sam', purpose: 'ask', topic: 'the delivery schedule' },
  ],
  [
    'Draft a message to Priya and let her know that the audit moved to Thursday',
    { kind: 'draft_email', recipient: 'Priya', purpose: 'tell', topic: 'the audit moved to Thursday' },
  ],
  [
    'Email billing@flourco.com about invoice 2231',
    { kind: 'draft_email', recipient: 'billing@flourco.com', purpose: 'about', topic: 'invoice 2231' },
  ],
  [
    'Please send an email to Marcus to follow up on the catering quote',
    { kind: 'draft_email', recipient: 'Marcus', purpose: 'follow_up', topic: 'the catering quote' },
  ],
  [
    'Write to Elena and ask her to confirm the holiday rota',
    { kind: 'draft_email', recipient: 'Elena', purpose: 'ask_to', topic: 'confirm the holiday rota' },
  ],
  [
    'Send Dana an email reminding her about the staff meeting',
    { kind: 'draft_email', recipient: 'Dana', purpose: 'remind', topic: 'the staff meeting' },
  ],

  // Revenue and the dashboard's figures over named periods.
  ...wordings(
    kpi(['revenue'], THIS_MONTH, LAST_MONTH),
    'What was our revenue this month compared with last month?',
    'revenue this month compared with last month',
    'How is revenue this month vs last month?',
  ),
  ['What was revenue last month?', kpi(['revenue'], LAST_MONTH)],
  ['How much did we make in the previous month', kpi(['revenue'], LAST_MONTH)],
  ['What were sales in October?', kpi(['revenue'], { kind: 'month', month: 10, year: null })],
  ['How much revenue did we bring in during Q3?', kpi(['revenue'], { kind: 'quarter', quarter: 3, year: null })],
  ['Revenue year to date', kpi(['revenue'], { kind: 'year_to_date' })],
  ['What is our revenue so far this year?', kpi(['revenue'], { kind: 'year_to_date' })],
  ['Revenue over the last 30 days', kpi(['revenue'], { kind: 'days', days: 30 })],
  ['How much did we make in the past 7 days?', kpi(['revenue'], { kind: 'days', days: 7 })],
  ['What was our revenue this week?', kpi(['revenue'], { kind: 'this_week' })],
  ['Sales this week compared to last week', kpi(['revenue'], { kind: 'this_week' }, { kind: 'last_week' })],
  ['How much did customers pay us this month?', kpi(['revenue'], THIS_MONTH)],
  ['What was our Stripe revenue this year?', kpi(['revenue'], { kind: 'year_to_date' })],
  [
    'Revenue in October vs September',
    kpi(['revenue'], { kind: 'month', month: 10, year: null }, { kind: 'month', month: 9, year: null }),
  ],
  [
    'Compare revenue this quarter with last quarter',
    kpi(['revenue'], { kind: 'this_quarter' }, { kind: 'last_quarter' }),
  ],
  ['What was revenue in Q2 2026?', kpi(['revenue'], { kind: 'quarter', quarter: 2, year: 2026 })],
  ['How did revenue change this month?', kpi(['revenue'], THIS_MONTH, 'previous')],
  ['Revenue last year', kpi(['revenue'], { kind: 'last_year' })],
  ['How much money did we make?', kpi(['revenue'], THIS_MONTH)],
  ['How many leads did we get this month?', kpi(['leads'], THIS_MONTH)],
  ['How many leads did we get in October?', kpi(['leads'], { kind: 'month', month: 10, year: null })],
  ['new prospects in the past 30 days?', kpi(['leads'], { kind: 'days', days: 30 })],
  ['New leads last month compared with the month before', kpi(['leads'], LAST_MONTH, 'previous')],
  ['How many appointments do we have this week?', kpi(['appointments'], { kind: 'this_week' })],
  [
    'meetings booked this week compared to last week',
    kpi(['appointments'], { kind: 'this_week' }, { kind: 'last_week' }),
  ],
  ['How many appointments this quarter?', kpi(['appointments'], { kind: 'this_quarter' })],
  ['How many tasks did we complete this week?', kpi(['tasks'], { kind: 'this_week' })],
  ['Tasks finished last month?', kpi(['tasks'], LAST_MONTH)],
  ['What is our task completion rate this month?', kpi(['tasks'], THIS_MONTH)],
  ['How are we doing this month?', kpi(['revenue', 'leads', 'appointments'], THIS_MONTH)],
  ['Show me the KPIs for last month', kpi(['revenue', 'leads', 'appointments'], LAST_MONTH)],
  ['Revenue and leads in September', kpi(['revenue', 'leads'], { kind: 'month', month: 9, year: null })],

  // Money out: expenses, spending, merchants.
  ...wordings(
    { kind: 'expenses' },
    'What are our biggest expense categories?',
    'Where did we spend the most money, and what changed?',
    'What are our expenses?',
  ),
  [
    'How much did we spend on marketing in October?',
    { kind: 'spending', category: 'Marketing', merchant: null, period: { kind: 'month', month: 10, year: null } },
  ],
  [
    'What did advertising cost us in Oct?',
    { kind: 'spending', category: 'Marketing', merchant: null, period: { kind: 'month', month: 10, year: null } },
  ],
  [
    'How much did we spend at Amazon last month?',
    { kind: 'spending', category: null, merchant: 'amazon', period: LAST_MONTH },
  ],
  [
    'What have we paid to amazon last month',
    { kind: 'spending', category: null, merchant: 'amazon', period: LAST_MONTH },
  ],
  ['What were our expenses last month?', { kind: 'spending', category: null, merchant: null, period: LAST_MONTH }],
  [
    'How much did payroll cost this month?',
    { kind: 'spending', category: 'Payroll', merchant: null, period: THIS_MONTH },
  ],
  [
    'Spending on software this year',
    { kind: 'spending', category: 'Technology', merchant: null, period: { kind: 'year_to_date' } },
  ],
  ['Top merchants last 30 days', { kind: 'top_merchants', period: { kind: 'days', days: 30 } }],
  ['Who did we pay the most in the past 30 days?', { kind: 'top_merchants', period: { kind: 'days', days: 30 } }],
  ['Who were our biggest suppliers last month?', { kind: 'top_merchants', period: LAST_MONTH }],
  ['Which vendors did we spend the most with?', { kind: 'top_merchants', period: null }],

  // Cash.
  ...wordings(
    { kind: 'cash_balance' },
    'What is my cash balance across all bank accounts?',
    'How much cash do we have?',
    'What is the balance of my bank accounts?',
    'How much money do we have in the bank?',
    "What's our current cash position?",
    'Show me my account balances',
  ),

  // Automations.
  [
    'Create an automation that emails me when a new lead comes in',
    automation('new_lead', 'send_email', { kind: 'me' }),
  ],
  ['Whenever an invoice is paid, send me an email', automation('invoice_paid', 'send_email', { kind: 'me' })],
  [
    'Set up a workflow to create a follow-up task when a meeting is booked',
    automation('meeting_scheduled', 'create_task', null),
  ],
  [
    'Can you automate texting +15551234567 every time a new lead arrives?',
    automation('new_lead', 'send_sms', { kind: 'address', value: '+15551234567' }),
  ],
  [
    'Make an automation to email Dana whenever a task is completed',
    automation('task_completed', 'send_email', { kind: 'employee', name: 'Dana Lee' }),
  ],
  [
    'I want an automation that updates the CRM when an invoice gets paid',
    automation('invoice_paid', 'update_crm', null),
  ],
  [
    'Every time a customer pays an invoice, email accounts@bakery.com',
    automation('invoice_paid', 'send_email', { kind: 'address', value: 'accounts@bakery.com' }),
  ],
  [
    'Notify me by email each time an appointment is scheduled',
    automation('meeting_scheduled', 'send_email', { kind: 'me' }),
  ],
  ...wordings(
    { kind: 'failed_automations' },
    'Which automations failed?',
    'Did any of my workflows have errors?',
    'Are my automations working?',
    'Show automation problems',
  ),

  // Integrations.
  ['When did Shopify last sync?', { kind: 'integration_status', provider: 'shopify' }],
  ['Is the Shopify integration working?', { kind: 'integration_status', provider: 'shopify' }],
  ['Is HubSpot connected?', { kind: 'integration_status', provider: 'hubspot' }],
  ['Has QuickBooks synced today?', { kind: 'integration_status', provider: 'quickbooks' }],
  ...wordings(
    { kind: 'failing_integrations' },
    'Which integrations are failing?',
    'Are any of my syncs broken?',
    'Do my connected apps have any problems?',
    'Is anything wrong with my integrations?',
  ),

  // Help and the rest.
  ...wordings({ kind: 'help' }, 'What can you do?', 'help', 'What questions can I ask?'),
  ['What is the capital of France?', { kind: 'unknown' }],
  ['Tell me a joke', { kind: 'unknown' }],

  // Written after the parser, and scored as they came: not tuned to.
  [
    'Hey, can you add a task to book the fire safety inspection for next Tuesday',
    task('Book the fire safety inspection', { dueDate: '2026-12-01' }),
  ],
  ["Put 'reorder paper cups' on my to-do list", task('Reorder paper cups')],
  ['Create a low priority task to tidy the storeroom', task('Tidy the storeroom', { priority: 'low' })],
  [
    'Please create a task: chase the unpaid Henderson invoice by Wednesday, high priority',
    task('Chase the unpaid Henderson invoice', { priority: 'high', dueDate: '2026-12-02' }),
  ],
  [
    'Add a task for Elena to renew the liquor licence before Dec 20',
    task('Renew the liquor licence', { dueDate: '2026-12-20', assignee: 'Elena Garcia' }),
  ],
  ['Remind me to call mum on Sunday', task('Call mum', { dueDate: '2026-11-29' })],
  [
    'Write an email to Marcus reminding him about Saturday’s stocktake',
    { kind: 'draft_email', recipient: 'Marcus', purpose: 'remind', topic: 'Saturday’s stocktake' },
  ],
  [
    'Draft an email to Sam thanking him for his help with the move',
    { kind: 'draft_email', recipient: 'Sam', purpose: 'thank', topic: 'your help with the move' },
  ],
  [
    'Email Priya asking whether the new oven has been delivered',
    { kind: 'draft_email', recipient: 'Priya', purpose: 'ask', topic: 'whether the new oven has been delivered' },
  ],
  ['How much revenue did we make last quarter?', kpi(['revenue'], { kind: 'last_quarter' })],
  ['What were sales in August 2026?', kpi(['revenue'], { kind: 'month', month: 8, year: 2026 })],
  ['Revenue this year vs last year', kpi(['revenue'], { kind: 'year_to_date' }, { kind: 'last_year' })],
  ['How many leads came in yesterday?', kpi(['leads'], { kind: 'yesterday' })],
  [
    'How many new leads this quarter compared with last quarter?',
    kpi(['leads'], { kind: 'this_quarter' }, { kind: 'last_quarter' }),
  ],
  ['Appointments last week?', kpi(['appointments'], { kind: 'last_week' })],
  [
    'What did we spend on utilities last month?',
    { kind: 'spending', category: 'Utilities', merchant: null, period: LAST_MONTH },
  ],
  ['How much money is in our accounts right now?', { kind: 'cash_balance' }],
  ['Total cash on hand?', { kind: 'cash_balance' }],
  [
    'Create an automation to text me when a meeting is scheduled',
    automation('meeting_scheduled', 'send_sms', { kind: 'me' }),
  ],
  [
    'When a task is completed, email priya',
    automation('task_completed', 'send_email', { kind: 'employee', name: 'Priya Shah' }),
  ],
  ['Is Google Calendar syncing?', { kind: 'integration_status', provider: 'google_calendar' }],
  ['Who on the team is underperforming?', { kind: 'team_performance', focus: 'support' }],
  ['Which tasks are overdue for Dana?', { kind: 'overdue_tasks' }],
  ['Who should I give the newsletter to?', { kind: 'who_should_take', task: 'the newsletter' }],
];
