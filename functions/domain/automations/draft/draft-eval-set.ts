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

export const evalSet: readonly EvalCase[] = [
  {
    text: 'When a Shopify order over $500 comes in, tell #sales on Slack and create a task for Sam',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: order,
      steps: [when('trigger.amount', 'gt', 500), slack('#sales', ITEM_TEXT), task({ taskAssigneeEmployeeId: 'e-sam' })],
    },
  },
  {
    text: 'When an invoice is paid, email the customer a thank-you and create a task to follow up in 14 days',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [email({ emailTo: '{{trigger.customerEmail}}' }), task({ taskTitle: 'Follow up', taskDueInDays: 14 })],
    },
  },
  {
    text: 'When a new lead comes in, post it to #leads on Slack and create a task for Priya to call them in 2 days',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [
        slack('#leads', LEAD_TEXT),
        task({ taskTitle: 'Call them', taskDueInDays: 2, taskAssigneeEmployeeId: 'e-priya' }),
      ],
    },
  },
  {
    text: 'Every Monday at 8:00 notify the team',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '08:00', dayOfWeek: 1 },
      steps: [notify(...everyone)],
    },
  },
  {
    text: 'Send the weekly KPI summary to the team every Monday 8:00',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '08:00', dayOfWeek: 1 },
      steps: [notify(...everyone)],
    },
  },
  {
    text: 'When cash runs low, email the owners',
    expected: { triggerType: 'cash_low', triggerConfig: null, steps: [email({ emailTo: 'olivia@acme.test' })] },
  },
  {
    text: 'When a task is completed, notify the manager',
    expected: { triggerType: 'task_completed', triggerConfig: null, steps: [notify('u-max')] },
  },
  {
    text: 'When a payment fails, email the customer and notify me',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'payment', status: 'failed' },
      steps: [email({ emailTo: '{{trigger.contactEmail}}' }), notify('u-olivia')],
    },
  },
  {
    text: 'When an invoice becomes overdue, send the customer a reminder email',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'invoice', status: 'overdue' },
      steps: [email({ emailTo: '{{trigger.contactEmail}}' })],
    },
  },
  {
    text: 'When a deal is won, post to #wins on Slack',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'deal', status: 'won' },
      steps: [slack('#wins', ITEM_TEXT)],
    },
  },
  {
    text: "When a meeting is booked, email the attendee 'See you soon'",
    expected: {
      triggerType: 'meeting_scheduled',
      triggerConfig: null,
      steps: [email({ emailTo: '{{trigger.attendeeEmail}}', emailSubject: 'See you soon' })],
    },
  },
  {
    text: "When a new lead comes in, text them 'Thanks for reaching out!'",
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [
        {
          type: 'action',
          action: 'send_sms',
          config: { smsTo: '{{trigger.phone}}', smsMessage: 'Thanks for reaching out!' },
        },
      ],
    },
  },
  {
    text: 'Whenever a lead from Facebook comes in, notify Sam',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [when('trigger.source', 'contains', 'Facebook'), notify('u-sam')],
    },
  },
  {
    text: 'Every weekday at 9am, create a task to check the inbox',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'weekday', at: '09:00' },
      steps: [task({ taskTitle: 'Check the inbox' })],
    },
  },
  {
    text: 'On the 1st of every month at 10:00, email me a reminder to send invoices',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'month', at: '10:00', dayOfMonth: 1 },
      steps: [email()],
    },
  },
  {
    text: 'When a task is created, assign it to Priya',
    expected: {
      triggerType: 'task_created',
      triggerConfig: null,
      steps: [
        { type: 'action', action: 'update_task', config: { taskId: '{{trigger.id}}', assigneeEmployeeId: 'e-priya' } },
      ],
    },
  },
  {
    text: 'When a task is created, mark it in progress',
    expected: {
      triggerType: 'task_created',
      triggerConfig: null,
      steps: [{ type: 'action', action: 'update_task', config: { taskId: '{{trigger.id}}', status: 'in_progress' } }],
    },
  },
  {
    text: 'When a webhook is received, post to #ops on Slack',
    expected: {
      triggerType: 'webhook_received',
      triggerConfig: null,
      steps: [slack('#ops', 'A webhook was received at {{trigger.receivedAt}}.')],
    },
  },
  {
    text: 'When a webhook arrives, forward it to https://example.com/hooks/orders',
    expected: {
      triggerType: 'webhook_received',
      triggerConfig: null,
      steps: [{ type: 'action', action: 'send_webhook', config: { url: 'https://example.com/hooks/orders' } }],
    },
  },
  {
    text: 'When an employee note follow-up is due, notify me',
    expected: { triggerType: 'employee_note_follow_up_due', triggerConfig: null, steps: [notify('u-olivia')] },
  },
  {
    text: 'When a high priority task is completed, notify the owners',
    expected: {
      triggerType: 'task_completed',
      triggerConfig: null,
      steps: [when('trigger.priority', 'eq', 'high'), notify('u-olivia')],
    },
  },
  {
    text: 'When an invoice over $1,000 is paid, notify the team',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [when('trigger.amount', 'gt', 1000), notify(...everyone)],
    },
  },
  {
    text: 'When an invoice is paid, if the amount is over $5,000 notify the owners, otherwise email the customer',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [
        {
          type: 'branch',
          if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 5000 }] },
          // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
          then: [notify('u-olivia') as never],
          else: [email({ emailTo: '{{trigger.customerEmail}}' }) as never],
        },
      ],
    },
  },
  {
    text: 'When an order comes in, if the total is at least $1000 post to #big-orders on Slack, otherwise notify me',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: order,
      steps: [
        {
          type: 'branch',
          if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gte', value: 1000 }] },
          // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
          then: [slack('#big-orders', ITEM_TEXT) as never],
          else: [notify('u-olivia') as never],
        },
      ],
    },
  },
  {
    text: 'When a lead comes in, wait 1 hour, then email them',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [delay(60), email({ emailTo: '{{trigger.email}}' })],
    },
  },
  {
    text: "When a meeting is scheduled, wait 2 days and then email the attendee 'How did it go?'",
    expected: {
      triggerType: 'meeting_scheduled',
      triggerConfig: null,
      steps: [delay(2880), email({ emailTo: '{{trigger.attendeeEmail}}', emailSubject: 'How did it go?' })],
    },
  },
  {
    text: "When an invoice is paid, email the customer 'Thank you for your payment', then 3 days later create a task to ask for a review",
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [
        email({ emailTo: '{{trigger.customerEmail}}', emailSubject: 'Thank you for your payment' }),
        delay(4320),
        task({ taskTitle: 'Ask for a review' }),
      ],
    },
  },
  {
    text: 'Text +15551234567 when cash is low',
    expected: {
      triggerType: 'cash_low',
      triggerConfig: null,
      steps: [{ type: 'action', action: 'send_sms', config: { smsTo: '+15551234567' } }],
    },
  },
  {
    text: 'Notify me when a meeting is booked',
    expected: { triggerType: 'meeting_scheduled', triggerConfig: null, steps: [notify('u-olivia')] },
  },
  {
    text: 'Email sam@acme.test every Friday at 5pm',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '17:00', dayOfWeek: 5 },
      steps: [email({ emailTo: 'sam@acme.test' })],
    },
  },
  {
    text: "Every day at 6pm, post the day's summary to #general on Slack",
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'day', at: '18:00' },
      steps: [slack('#general', 'This scheduled automation ran at {{trigger.scheduledAt}}.')],
    },
  },
  {
    text: 'When a lead comes in, update the CRM and notify Max',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [{ type: 'action', action: 'update_crm', config: {} }, notify('u-max')],
    },
  },
  {
    text: 'When a lead comes in, create a high priority task for Sam to call them',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [task({ taskTitle: 'Call them', taskPriority: 'high', taskAssigneeEmployeeId: 'e-sam' })],
    },
  },
  {
    text: 'When a task is completed, create a follow-up task for Priya',
    expected: {
      triggerType: 'task_completed',
      triggerConfig: null,
      steps: [task({ taskAssigneeEmployeeId: 'e-priya' })],
    },
  },
  {
    text: 'When someone pays an invoice, send a thank-you email to the customer and notify me',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [email({ emailTo: '{{trigger.customerEmail}}' }), notify('u-olivia')],
    },
  },
  {
    text: 'When a Shopify order comes in, send it to https://hooks.example.com/orders',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: order,
      steps: [{ type: 'action', action: 'send_webhook', config: { url: 'https://hooks.example.com/orders' } }],
    },
  },
  {
    text: 'When cash is running low, post to #finance on Slack and email the owners',
    expected: {
      triggerType: 'cash_low',
      triggerConfig: null,
      steps: [slack('#finance', CASH_TEXT), email({ emailTo: 'olivia@acme.test' })],
    },
  },
  {
    text: "When a lead comes in from Google, email them 'Thanks for your interest' and notify the manager",
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [
        when('trigger.source', 'contains', 'Google'),
        email({ emailTo: '{{trigger.email}}', emailSubject: 'Thanks for your interest' }),
        notify('u-max'),
      ],
    },
  },
  {
    text: 'When a meeting is scheduled, create a task to prepare the agenda due in 1 day',
    expected: {
      triggerType: 'meeting_scheduled',
      triggerConfig: null,
      steps: [task({ taskTitle: 'Prepare the agenda', taskDueInDays: 1 })],
    },
  },
  {
    text: 'Every Friday at 4pm, remind the team to submit their timesheets',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'week', at: '16:00', dayOfWeek: 5 },
      steps: [notify(...everyone)],
    },
  },
  {
    text: 'When a payment fails, create an urgent task for Sam to contact the customer',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'payment', status: 'failed' },
      steps: [task({ taskTitle: 'Contact the customer', taskPriority: 'high', taskAssigneeEmployeeId: 'e-sam' })],
    },
  },
  {
    text: 'When a deal is lost, notify Max and Olivia',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'deal', status: 'lost' },
      steps: [notify('u-olivia', 'u-max')],
    },
  },
  {
    text: 'When a task is created, wait 3 days then notify Sam',
    expected: { triggerType: 'task_created', triggerConfig: null, steps: [delay(4320), notify('u-sam')] },
  },
  {
    text: 'Every morning, email me',
    expected: { triggerType: 'schedule', triggerConfig: { every: 'day', at: '08:00' }, steps: [email()] },
  },
  {
    text: 'When a new order over $250 arrives, post to Slack',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: order,
      steps: [when('trigger.amount', 'gt', 250), slack('#general', ITEM_TEXT)],
    },
  },
  {
    text: 'Invoice paid → email the customer + create a task to follow up in 14 days',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [email({ emailTo: '{{trigger.customerEmail}}' }), task({ taskTitle: 'Follow up', taskDueInDays: 14 })],
    },
  },
  { text: 'When a new lead comes in, post to #sales on Teams', expected: null },
  {
    text: 'If a lead comes in from LinkedIn, email max@acme.test',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [when('trigger.source', 'contains', 'LinkedIn'), email({ emailTo: 'max@acme.test' })],
    },
  },
  {
    text: "Daily at 7:30, create a task to review yesterday's orders",
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'day', at: '07:30' },
      steps: [task({ taskTitle: "Review yesterday's orders" })],
    },
  },
  {
    text: 'When a lead comes in, wait 30 minutes and text them',
    expected: {
      triggerType: 'new_lead',
      triggerConfig: null,
      steps: [delay(30), { type: 'action', action: 'send_sms', config: { smsTo: '{{trigger.phone}}' } }],
    },
  },
  // Written after the engine, in other words than the cases above, and scored as they came out.
  {
    text: 'Whenever someone books a demo, create a task for Priya to prepare it',
    expected: {
      triggerType: 'meeting_scheduled',
      triggerConfig: null,
      steps: [task({ taskTitle: 'Prepare it', taskAssigneeEmployeeId: 'e-priya' })],
    },
  },
  {
    text: 'Post new Shopify orders to #orders in Slack',
    expected: { triggerType: 'integration_item', triggerConfig: order, steps: [slack('#orders', ITEM_TEXT)] },
  },
  {
    text: 'Let Max know whenever an invoice is paid',
    expected: { triggerType: 'invoice_paid', triggerConfig: null, steps: [notify('u-max')] },
  },
  {
    text: 'When a lead signs up via the website, send them a welcome email',
    expected: { triggerType: 'new_lead', triggerConfig: null, steps: [email({ emailTo: '{{trigger.email}}' })] },
  },
  {
    text: 'Once an invoice has been paid, wait 2 weeks then email the customer asking for a testimonial',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [delay(20160), email({ emailTo: '{{trigger.customerEmail}}' })],
    },
  },
  {
    text: 'When our cash forecast drops under the threshold, alert the owners',
    expected: { triggerType: 'cash_low', triggerConfig: null, steps: [notify('u-olivia')] },
  },
  {
    text: 'If a task gets finished, ping Sam',
    expected: { triggerType: 'task_completed', triggerConfig: null, steps: [notify('u-sam')] },
  },
  {
    text: 'When a new deal shows up, create a task for Sam to qualify it',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'deal' },
      steps: [task({ taskTitle: 'Qualify it', taskAssigneeEmployeeId: 'e-sam' })],
    },
  },
  {
    text: 'Every month on the 15th at noon, remind me to run payroll',
    expected: {
      triggerType: 'schedule',
      triggerConfig: { every: 'month', at: '12:00', dayOfMonth: 15 },
      steps: [notify('u-olivia')],
    },
  },
  {
    text: "When a Shopify order comes in, email the buyer 'Thanks for your order' and log it in the CRM",
    expected: {
      triggerType: 'integration_item',
      triggerConfig: order,
      steps: [
        email({ emailTo: '{{trigger.contactEmail}}', emailSubject: 'Thanks for your order' }),
        { type: 'action', action: 'update_crm', config: {} },
      ],
    },
  },
  {
    text: 'Send me a text at +447700900123 whenever a payment fails',
    expected: {
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'payment', status: 'failed' },
      steps: [{ type: 'action', action: 'send_sms', config: { smsTo: '+447700900123' } }],
    },
  },
  {
    text: 'When a customer pays, thank them by email',
    expected: {
      triggerType: 'invoice_paid',
      triggerConfig: null,
      steps: [email({ emailTo: '{{trigger.customerEmail}}' })],
    },
  },
];
