import type { AutomationStep, TriggerConfig, TriggerType } from '@shared/schemas/automation';
import type { DraftContext } from './draft-context';

/**
 * The evaluation set of 'Describe it' (issue 33): plain-words descriptions, each with the automation it should
 * produce in the workspace below (trigger, trigger settings and steps; the generated name is not scored), or `null`
 * where the right answer is to refuse (an app that is not connected). `draft-eval.test.ts` scores the built-in engine
 * on it; a description counts only when the proposal is exactly the expected one.
 */
export const evalContext: DraftContext = {
  requesterUserId: 'u-olivia',
  members: [
    { userId: 'u-olivia', name: 'Olivia Owens', email: 'olivia@acme.test', role: 'owner' },
    { userId: 'u-max', name: 'Max Miller', email: 'max@acme.test', role: 'manager' },
    { userId: 'u-sam', name: 'Sam Lee', email: 'sam@acme.test', role: 'member' },
  ],
  employees: [
    { id: 'e-sam', name: 'Sam Lee' },
    { id: 'e-priya', name: 'Priya Patel' },
  ],
  integrations: [
    { id: 'int-slack', provider: 'slack' },
    { id: 'int-shopify', provider: 'shopify' },
    { id: 'int-hubspot', provider: 'hubspot' },
  ],
};

export interface EvalCase {
  text: string;
  expected: { triggerType: TriggerType; triggerConfig: TriggerConfig | null; steps: AutomationStep[] } | null;
}

const ITEM_TEXT =
  'New {{trigger.dataType}} {{trigger.reference}} from {{trigger.provider}}: {{trigger.name}} ({{trigger.status}}, {{trigger.amount}}).';
const LEAD_TEXT = 'New lead {{lead.name}} ({{lead.email}}) from {{lead.source}}.';
const CASH_TEXT =
  'Cash is forecast to fall to {{trigger.amount}} on {{trigger.date}}, under the {{trigger.threshold}} threshold.';
const slack = (channel: string, text: string): AutomationStep => ({
  type: 'action',
  action: 'post_slack',
  config: { integrationId: 'int-slack', channel, text },
});
const email = (config: { emailTo?: string; emailSubject?: string } = {}): AutomationStep => ({
  type: 'action',
  action: 'send_email',
  config,
});
const task = (config: {
  taskTitle?: string;
  taskDueInDays?: number;
  taskAssigneeEmployeeId?: string;
  taskPriority?: 'low' | 'medium' | 'high';
}): AutomationStep => ({ type: 'action', action: 'create_task', config });
const notify = (...memberUserIds: string[]): AutomationStep => ({
  type: 'action',
  action: 'notify',
  config: { memberUserIds },
});
const delay = (minutes: number): AutomationStep => ({ type: 'delay', minutes });
const when = (field: string, op: 'eq' | 'gt' | 'gte' | 'lt' | 'contains', value: string | number): AutomationStep => ({
  type: 'condition',
  match: 'all',
  terms: [{ field, op, value }],
});
const order = { dataType: 'order' } as const;
const everyone = ['u-olivia', 'u-max', 'u-sam'];

/** A description and the automation it should produce. */
const proposes = (
  text: string,
  triggerType: TriggerType,
  triggerConfig: TriggerConfig | null,
  steps: AutomationStep[],
): EvalCase => ({ text, expected: { triggerType, triggerConfig, steps } });
/** A description to refuse: it needs an app the workspace has not connected. */
const refuses = (text: string): EvalCase => ({ text, expected: null });

export const evalSet: readonly EvalCase[] = [
  proposes(
    'When a Shopify order over $500 comes in, tell #sales on Slack and create a task for Sam',
    'integration_item',
    order,
    [when('trigger.amount', 'gt', 500), slack('#sales', ITEM_TEXT), task({ taskAssigneeEmployeeId: 'e-sam' })],
  ),
  proposes(
    'When an invoice is paid, email the customer a thank-you and create a task to follow up in 14 days',
    'invoice_paid',
    null,
    [email({ emailTo: '{{trigger.customerEmail}}' }), task({ taskTitle: 'Follow up', taskDueInDays: 14 })],
  ),
  proposes(
    'When a new lead comes in, post it to #leads on Slack and create a task for Priya to call them in 2 days',
    'new_lead',
    null,
    [slack('#leads', LEAD_TEXT), task({ taskTitle: 'Call them', taskDueInDays: 2, taskAssigneeEmployeeId: 'e-priya' })],
  ),
  proposes('Every Monday at 8:00 notify the team', 'schedule', { every: 'week', at: '08:00', dayOfWeek: 1 }, [
    notify(...everyone),
  ]),
  proposes(
    'Send the weekly KPI summary to the team every Monday 8:00',
    'schedule',
    { every: 'week', at: '08:00', dayOfWeek: 1 },
    [notify(...everyone)],
  ),
  proposes('When cash runs low, email the owners', 'cash_low', null, [email({ emailTo: 'olivia@acme.test' })]),
  proposes('When a task is completed, notify the manager', 'task_completed', null, [notify('u-max')]),
  proposes(
    'When a payment fails, email the customer and notify me',
    'integration_item',
    { dataType: 'payment', status: 'failed' },
    [email({ emailTo: '{{trigger.contactEmail}}' }), notify('u-olivia')],
  ),
  proposes(
    'When an invoice becomes overdue, send the customer a reminder email',
    'integration_item',
    { dataType: 'invoice', status: 'overdue' },
    [email({ emailTo: '{{trigger.contactEmail}}' })],
  ),
  proposes('When a deal is won, post to #wins on Slack', 'integration_item', { dataType: 'deal', status: 'won' }, [
    slack('#wins', ITEM_TEXT),
  ]),
  proposes("When a meeting is booked, email the attendee 'See you soon'", 'meeting_scheduled', null, [
    email({ emailTo: '{{trigger.attendeeEmail}}', emailSubject: 'See you soon' }),
  ]),
  proposes("When a new lead comes in, text them 'Thanks for reaching out!'", 'new_lead', null, [
    {
      type: 'action',
      action: 'send_sms',
      config: { smsTo: '{{trigger.phone}}', smsMessage: 'Thanks for reaching out!' },
    },
  ]),
  proposes('Whenever a lead from Facebook comes in, notify Sam', 'new_lead', null, [
    when('trigger.source', 'contains', 'Facebook'),
    notify('u-sam'),
  ]),
  proposes('Every weekday at 9am, create a task to check the inbox', 'schedule', { every: 'weekday', at: '09:00' }, [
    task({ taskTitle: 'Check the inbox' }),
  ]),
  proposes(
    'On the 1st of every month at 10:00, email me a reminder to send invoices',
    'schedule',
    { every: 'month', at: '10:00', dayOfMonth: 1 },
    [email()],
  ),
  proposes('When a task is created, assign it to Priya', 'task_created', null, [
    { type: 'action', action: 'update_task', config: { taskId: '{{trigger.id}}', assigneeEmployeeId: 'e-priya' } },
  ]),
  proposes('When a task is created, mark it in progress', 'task_created', null, [
    { type: 'action', action: 'update_task', config: { taskId: '{{trigger.id}}', status: 'in_progress' } },
  ]),
  proposes('When a webhook is received, post to #ops on Slack', 'webhook_received', null, [
    slack('#ops', 'A webhook was received at {{trigger.receivedAt}}.'),
  ]),
  proposes('When a webhook arrives, forward it to https://example.com/hooks/orders', 'webhook_received', null, [
    { type: 'action', action: 'send_webhook', config: { url: 'https://example.com/hooks/orders' } },
  ]),
  proposes('When an employee note follow-up is due, notify me', 'employee_note_follow_up_due', null, [
    notify('u-olivia'),
  ]),
  proposes('When a high priority task is completed, notify the owners', 'task_completed', null, [
    when('trigger.priority', 'eq', 'high'),
    notify('u-olivia'),
  ]),
  proposes('When an invoice over $1,000 is paid, notify the team', 'invoice_paid', null, [
    when('trigger.amount', 'gt', 1000),
    notify(...everyone),
  ]),
  proposes(
    'When an invoice is paid, if the amount is over $5,000 notify the owners, otherwise email the customer',
    'invoice_paid',
    null,
    [
      {
        type: 'branch',
        if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 5000 }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [notify('u-olivia') as never],
        else: [email({ emailTo: '{{trigger.customerEmail}}' }) as never],
      },
    ],
  ),
  proposes(
    'When an order comes in, if the total is at least $1000 post to #big-orders on Slack, otherwise notify me',
    'integration_item',
    order,
    [
      {
        type: 'branch',
        if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gte', value: 1000 }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [slack('#big-orders', ITEM_TEXT) as never],
        else: [notify('u-olivia') as never],
      },
    ],
  ),
  proposes('When a lead comes in, wait 1 hour, then email them', 'new_lead', null, [
    delay(60),
    email({ emailTo: '{{trigger.email}}' }),
  ]),
  proposes(
    "When a meeting is scheduled, wait 2 days and then email the attendee 'How did it go?'",
    'meeting_scheduled',
    null,
    [delay(2880), email({ emailTo: '{{trigger.attendeeEmail}}', emailSubject: 'How did it go?' })],
  ),
  proposes(
    "When an invoice is paid, email the customer 'Thank you for your payment', then 3 days later create a task to ask for a review",
    'invoice_paid',
    null,
    [
      email({ emailTo: '{{trigger.customerEmail}}', emailSubject: 'Thank you for your payment' }),
      delay(4320),
      task({ taskTitle: 'Ask for a review' }),
    ],
  ),
  proposes('Text +15551234567 when cash is low', 'cash_low', null, [
    { type: 'action', action: 'send_sms', config: { smsTo: '+15551234567' } },
  ]),
  proposes('Notify me when a meeting is booked', 'meeting_scheduled', null, [notify('u-olivia')]),
  proposes('Email sam@acme.test every Friday at 5pm', 'schedule', { every: 'week', at: '17:00', dayOfWeek: 5 }, [
    email({ emailTo: 'sam@acme.test' }),
  ]),
  proposes("Every day at 6pm, post the day's summary to #general on Slack", 'schedule', { every: 'day', at: '18:00' }, [
    slack('#general', 'This scheduled automation ran at {{trigger.scheduledAt}}.'),
  ]),
  proposes('When a lead comes in, update the CRM and notify Max', 'new_lead', null, [
    { type: 'action', action: 'update_crm', config: {} },
    notify('u-max'),
  ]),
  proposes('When a lead comes in, create a high priority task for Sam to call them', 'new_lead', null, [
    task({ taskTitle: 'Call them', taskPriority: 'high', taskAssigneeEmployeeId: 'e-sam' }),
  ]),
  proposes('When a task is completed, create a follow-up task for Priya', 'task_completed', null, [
    task({ taskAssigneeEmployeeId: 'e-priya' }),
  ]),
  proposes('When someone pays an invoice, send a thank-you email to the customer and notify me', 'invoice_paid', null, [
    email({ emailTo: '{{trigger.customerEmail}}' }),
    notify('u-olivia'),
  ]),
  proposes('When a Shopify order comes in, send it to https://hooks.example.com/orders', 'integration_item', order, [
    { type: 'action', action: 'send_webhook', config: { url: 'https://hooks.example.com/orders' } },
  ]),
  proposes('When cash is running low, post to #finance on Slack and email the owners', 'cash_low', null, [
    slack('#finance', CASH_TEXT),
    email({ emailTo: 'olivia@acme.test' }),
  ]),
  proposes(
    "When a lead comes in from Google, email them 'Thanks for your interest' and notify the manager",
    'new_lead',
    null,
    [
      when('trigger.source', 'contains', 'Google'),
      email({ emailTo: '{{trigger.email}}', emailSubject: 'Thanks for your interest' }),
      notify('u-max'),
    ],
  ),
  proposes('When a meeting is scheduled, create a task to prepare the agenda due in 1 day', 'meeting_scheduled', null, [
    task({ taskTitle: 'Prepare the agenda', taskDueInDays: 1 }),
  ]),
  proposes(
    'Every Friday at 4pm, remind the team to submit their timesheets',
    'schedule',
    { every: 'week', at: '16:00', dayOfWeek: 5 },
    [notify(...everyone)],
  ),
  proposes(
    'When a payment fails, create an urgent task for Sam to contact the customer',
    'integration_item',
    { dataType: 'payment', status: 'failed' },
    [task({ taskTitle: 'Contact the customer', taskPriority: 'high', taskAssigneeEmployeeId: 'e-sam' })],
  ),
  proposes('When a deal is lost, notify Max and Olivia', 'integration_item', { dataType: 'deal', status: 'lost' }, [
    notify('u-olivia', 'u-max'),
  ]),
  proposes('When a task is created, wait 3 days then notify Sam', 'task_created', null, [delay(4320), notify('u-sam')]),
  proposes('Every morning, email me', 'schedule', { every: 'day', at: '08:00' }, [email()]),
  proposes('When a new order over $250 arrives, post to Slack', 'integration_item', order, [
    when('trigger.amount', 'gt', 250),
    slack('#general', ITEM_TEXT),
  ]),
  proposes('Invoice paid → email the customer + create a task to follow up in 14 days', 'invoice_paid', null, [
    email({ emailTo: '{{trigger.customerEmail}}' }),
    task({ taskTitle: 'Follow up', taskDueInDays: 14 }),
  ]),
  refuses('When a new lead comes in, post to #sales on Teams'),
  proposes('If a lead comes in from LinkedIn, email max@acme.test', 'new_lead', null, [
    when('trigger.source', 'contains', 'LinkedIn'),
    email({ emailTo: 'max@acme.test' }),
  ]),
  proposes("Daily at 7:30, create a task to review yesterday's orders", 'schedule', { every: 'day', at: '07:30' }, [
    task({ taskTitle: "Review yesterday's orders" }),
  ]),
  proposes('When a lead comes in, wait 30 minutes and text them', 'new_lead', null, [
    delay(30),
    { type: 'action', action: 'send_sms', config: { smsTo: '{{trigger.phone}}' } },
  ]),
  // Written after the engine, in other words than the cases above, and scored as they came out.
  proposes('Whenever someone books a demo, create a task for Priya to prepare it', 'meeting_scheduled', null, [
    task({ taskTitle: 'Prepare it', taskAssigneeEmployeeId: 'e-priya' }),
  ]),
  proposes('Post new Shopify orders to #orders in Slack', 'integration_item', order, [slack('#orders', ITEM_TEXT)]),
  proposes('Let Max know whenever an invoice is paid', 'invoice_paid', null, [notify('u-max')]),
  proposes('When a lead signs up via the website, send them a welcome email', 'new_lead', null, [
    email({ emailTo: '{{trigger.email}}' }),
  ]),
  proposes(
    'Once an invoice has been paid, wait 2 weeks then email the customer asking for a testimonial',
    'invoice_paid',
    null,
    [delay(20160), email({ emailTo: '{{trigger.customerEmail}}' })],
  ),
  proposes('When our cash forecast drops under the threshold, alert the owners', 'cash_low', null, [
    notify('u-olivia'),
  ]),
  proposes('If a task gets finished, ping Sam', 'task_completed', null, [notify('u-sam')]),
  proposes('When a new deal shows up, create a task for Sam to qualify it', 'integration_item', { dataType: 'deal' }, [
    task({ taskTitle: 'Qualify it', taskAssigneeEmployeeId: 'e-sam' }),
  ]),
  proposes(
    'Every month on the 15th at noon, remind me to run payroll',
    'schedule',
    { every: 'month', at: '12:00', dayOfMonth: 15 },
    [notify('u-olivia')],
  ),
  proposes(
    "When a Shopify order comes in, email the buyer 'Thanks for your order' and log it in the CRM",
    'integration_item',
    order,
    [
      email({ emailTo: '{{trigger.contactEmail}}', emailSubject: 'Thanks for your order' }),
      { type: 'action', action: 'update_crm', config: {} },
    ],
  ),
  proposes(
    'Send me a text at +447700900123 whenever a payment fails',
    'integration_item',
    { dataType: 'payment', status: 'failed' },
    [{ type: 'action', action: 'send_sms', config: { smsTo: '+447700900123' } }],
  ),
  proposes('When a customer pays, thank them by email', 'invoice_paid', null, [
    email({ emailTo: '{{trigger.customerEmail}}' }),
  ]),
];
