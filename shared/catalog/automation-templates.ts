import type {
  ActionConfigOf,
  ActionStep,
  ActionType,
  AutomationStep,
  TriggerConfig,
  TriggerType,
} from '../schemas/automation';
import { INVOICE_OVERDUE_STATUS, type IntegrationDataType } from './integration-data-types';
import { type IntegrationProviderId, integrationProvider, integrationProviders } from './integrations';

/**
 * One-click automations (issue 33's templates), filled from what the workspace has: its connected Slack or Teams,
 * its owners and managers, the person using it. A template whose trigger needs data from an app (orders, leads,
 * invoices) or whose step posts through one says what is missing, and the builder links to Integrations.
 */
export interface TemplateContext {
  /** The workspace's active integrations. */
  integrations: readonly { id: string; provider: IntegrationProviderId }[];
  /** The person using the builder: the default recipient. */
  me: { userId: string; email: string | null; employeeId: string | null };
  /** Members by role, where the builder may read them; empty falls back to `me`. */
  owners: readonly { userId: string; email: string | null }[];
  managers: readonly { userId: string }[];
}

export interface AutomationTemplate {
  id: string;
  name: string;
  description: string;
  triggerType: TriggerType;
  triggerConfig: TriggerConfig | null;
  /** What must be connected: a provider (Slack) or any app that syncs a kind of data (orders). */
  needs: readonly TemplateNeed[];
  steps: (context: TemplateContext) => AutomationStep[];
}

export type TemplateNeed = { provider: 'slack' | 'microsoft_teams' } | { dataType: IntegrationDataType };

const integrationId = (context: TemplateContext, provider: IntegrationProviderId) =>
  context.integrations.find((i) => i.provider === provider)?.id ?? '';
const ownerEmail = (context: TemplateContext) => context.owners[0]?.email ?? context.me.email ?? undefined;
const managerIds = (context: TemplateContext) =>
  context.managers.length ? context.managers.map((m) => m.userId) : [context.me.userId];
const ownerIds = (context: TemplateContext) =>
  context.owners.length ? context.owners.map((m) => m.userId) : [context.me.userId];
/** An action step: which action, and its settings. */
const action = <A extends ActionType>(name: A, config: ActionConfigOf<A>) =>
  ({ type: 'action', action: name, config }) as Extract<ActionStep, { action: A }>;
const assignedToMe = (context: TemplateContext) =>
  context.me.employeeId ? { taskAssigneeEmployeeId: context.me.employeeId } : {};

export const automationTemplates: readonly AutomationTemplate[] = [
  {
    id: 'invoice-paid-thanks',
    name: 'Invoice paid → thank-you email + follow-up task in 14 days',
    description: 'Thank the customer who paid, and remind yourself to check in two weeks later.',
    triggerType: 'invoice_paid',
    triggerConfig: null,
    needs: [{ dataType: 'invoice' }],
    steps: (context) => [
      action('send_email', {
        emailTo: '{{trigger.customerEmail}}',
        emailSubject: 'Thank you for your payment',
        emailBody:
          'Hi {{trigger.customerName}}, we received {{trigger.amount}} for invoice {{trigger.number}}. Thank you!',
      }),
      action('create_task', {
        taskTitle: 'Follow up with {{trigger.customerName}}',
        taskDueInDays: 14,
        ...assignedToMe(context),
      }),
    ],
  },
  {
    id: 'new-lead-slack',
    name: 'New lead → Slack message + task for you in 2 days',
    description: 'Tell #sales about every new lead and make sure someone calls within two days.',
    triggerType: 'new_lead',
    triggerConfig: null,
    needs: [{ dataType: 'lead' }, { provider: 'slack' }],
    steps: (context) => [
      action('post_slack', {
        integrationId: integrationId(context, 'slack'),
        channel: '#sales',
        text: 'New lead {{trigger.name}} ({{trigger.email}}) from {{trigger.source}}.',
      }),
      action('create_task', {
        taskTitle: 'Call {{trigger.name}}',
        taskDueInDays: 2,
        taskPriority: 'high',
        ...assignedToMe(context),
      }),
    ],
  },
  {
    id: 'weekly-kpi-summary',
    name: 'Weekly KPI summary to the team every Monday 8:00',
    description: 'Every Monday morning, point the managers at the week’s figures on the dashboard.',
    triggerType: 'schedule',
    triggerConfig: { every: 'week', at: '08:00', dayOfWeek: 1 },
    needs: [],
    steps: (context) => [
      action('notify', {
        memberUserIds: [...new Set([...ownerIds(context), ...managerIds(context)])],
        title: 'Weekly KPI summary',
        text: 'The figures for the week to {{trigger.date}} are on the dashboard.',
      }),
    ],
  },
  {
    id: 'cash-low-owners',
    name: 'Cash low → email the owners',
    description: 'When the cash forecast falls under your threshold, the owners hear about it at once.',
    triggerType: 'cash_low',
    triggerConfig: null,
    needs: [],
    steps: (context) => [
      action('send_email', {
        ...(ownerEmail(context) ? { emailTo: ownerEmail(context) } : {}),
        emailSubject: 'Cash is running low',
        emailBody:
          'Cash is forecast to fall to {{trigger.amount}} on {{trigger.date}}, under your {{trigger.threshold}} threshold.',
      }),
      action('notify', { memberUserIds: ownerIds(context), title: 'Cash is running low' }),
    ],
  },
  {
    id: 'task-completed-manager',
    name: 'Task completed → notify the manager',
    description: 'Managers see finished work in their notifications as it happens.',
    triggerType: 'task_completed',
    triggerConfig: null,
    needs: [],
    steps: (context) => [
      action('notify', { memberUserIds: managerIds(context), title: 'Task completed: {{trigger.title}}' }),
    ],
  },
  {
    id: 'big-order-slack',
    name: 'Order over $500 → tell #sales + thank-you task',
    description: 'Celebrate big orders in Slack and write a personal thank-you.',
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'order' },
    needs: [{ dataType: 'order' }, { provider: 'slack' }],
    steps: (context) => [
      { type: 'condition', match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }] },
      action('post_slack', {
        integrationId: integrationId(context, 'slack'),
        channel: '#sales',
        text: 'Big order {{trigger.reference}} from {{trigger.contactName}}: {{trigger.amount}}',
      }),
      action('create_task', {
        taskTitle: 'Send a thank-you note to {{trigger.contactName}}',
        ...assignedToMe(context),
      }),
    ],
  },
  {
    id: 'payment-failed',
    name: 'Payment failed → email the customer + urgent task',
    description: 'Ask the customer to update their card and make sure someone follows up today.',
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'payment', status: 'failed' },
    needs: [{ dataType: 'payment' }],
    steps: (context) => [
      action('send_email', {
        emailTo: '{{trigger.contactEmail}}',
        emailSubject: 'Your payment did not go through',
        emailBody: 'Hi {{trigger.contactName}}, your payment of {{trigger.amount}} failed. Could you check your card?',
      }),
      action('create_task', {
        taskTitle: 'Failed payment: {{trigger.contactName}}',
        taskPriority: 'high',
        taskDueInDays: 0,
        ...assignedToMe(context),
      }),
    ],
  },
  {
    id: 'invoice-overdue-reminder',
    name: 'Invoice overdue → reminder, then tell you 3 days later',
    description: 'A polite reminder goes out; if it is still due three days on, you get a notification.',
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'invoice', status: INVOICE_OVERDUE_STATUS },
    needs: [{ dataType: 'invoice' }],
    steps: (context) => [
      action('send_email', {
        emailTo: '{{trigger.contactEmail}}',
        emailSubject: 'Reminder: invoice {{trigger.reference}}',
        emailBody:
          'Hi {{trigger.contactName}}, a friendly reminder that invoice {{trigger.reference}} ({{trigger.amount}}) was due on {{trigger.dueDate}}.',
      }),
      { type: 'delay', minutes: 3 * 24 * 60 },
      action('notify', { memberUserIds: [context.me.userId], title: 'Check invoice {{trigger.reference}}' }),
    ],
  },
  {
    id: 'meeting-prep',
    name: 'Meeting booked → preparation task',
    description: 'Every booked meeting gets a task to prepare, due the next day.',
    triggerType: 'meeting_scheduled',
    triggerConfig: null,
    needs: [{ dataType: 'event' }],
    steps: (context) => [
      action('create_task', { taskTitle: 'Prepare: {{trigger.title}}', taskDueInDays: 1, ...assignedToMe(context) }),
    ],
  },
  {
    id: 'lead-welcome-sms',
    name: 'New lead → welcome SMS after 5 minutes',
    description: 'A quick, personal text to every new lead who left a phone number.',
    triggerType: 'new_lead',
    triggerConfig: null,
    needs: [{ dataType: 'lead' }],
    steps: () => [
      { type: 'condition', match: 'all', terms: [{ field: 'trigger.phone', op: 'not_empty' }] },
      { type: 'delay', minutes: 5 },
      action('send_sms', {
        smsTo: '{{trigger.phone}}',
        smsMessage: 'Hi {{trigger.name}}, thanks for reaching out! We will call you soon.',
      }),
    ],
  },
  {
    id: 'deal-won-teams',
    name: 'Deal won → celebrate in Microsoft Teams',
    description: 'Post every won deal to the team’s channel.',
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'deal', status: 'won' },
    needs: [{ dataType: 'deal' }, { provider: 'microsoft_teams' }],
    steps: (context) => [
      action('post_teams', {
        integrationId: integrationId(context, 'microsoft_teams'),
        channel: '#wins',
        text: 'Deal won: {{trigger.name}} ({{trigger.amount}})',
      }),
    ],
  },
  {
    id: 'note-follow-up',
    name: 'Note follow-up due → remind you',
    description: 'When a manager note’s follow-up date arrives, it lands in your notifications.',
    triggerType: 'employee_note_follow_up_due',
    triggerConfig: null,
    needs: [],
    steps: (context) => [
      action('notify', {
        memberUserIds: [context.me.userId],
        title: 'Follow up with {{trigger.employeeName}}: {{trigger.subject}}',
      }),
    ],
  },
  {
    id: 'urgent-task-managers',
    name: 'High-priority task created → notify the managers',
    description: 'Nothing urgent waits: managers hear of every new high-priority task.',
    triggerType: 'task_created',
    triggerConfig: null,
    needs: [],
    steps: (context) => [
      { type: 'condition', match: 'all', terms: [{ field: 'trigger.priority', op: 'eq', value: 'high' }] },
      action('notify', { memberUserIds: managerIds(context), title: 'Urgent task: {{trigger.title}}' }),
    ],
  },
  {
    id: 'big-invoice-branch',
    name: 'Invoice paid → owners hear of big ones, others get a thank-you',
    description: 'Over $5,000 the owners are notified; otherwise the customer gets a thank-you email.',
    triggerType: 'invoice_paid',
    triggerConfig: null,
    needs: [{ dataType: 'invoice' }],
    steps: (context) => [
      {
        type: 'branch',
        if: { match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 5000 }] },
        // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
        then: [action('notify', { memberUserIds: ownerIds(context), title: 'Big payment: {{trigger.amount}}' })],
        else: [
          action('send_email', { emailTo: '{{trigger.customerEmail}}', emailSubject: 'Thank you for your payment' }),
        ],
      },
    ],
  },
  {
    id: 'webhook-task',
    name: 'Webhook received → task',
    description: 'Any app that can post JSON (a form, a shop) adds a task to your task list.',
    triggerType: 'webhook_received',
    triggerConfig: null,
    needs: [],
    steps: (context) => [
      action('create_task', {
        taskTitle: 'New submission received at {{trigger.receivedAt}}',
        ...assignedToMe(context),
      }),
    ],
  },
];

/**
 * What a template needs that is not connected, as sentences ('Connect Slack to post messages'); empty when it can be
 * used as it is.
 */
export function missingForTemplate(template: AutomationTemplate, context: TemplateContext): string[] {
  const connected = context.integrations.map((i) => i.provider);
  return template.needs.flatMap((need) => {
    if ('provider' in need) {
      return connected.includes(need.provider)
        ? []
        : [`Connect ${integrationProvider(need.provider).name} to post there`];
    }
    const feeders = integrationProviders.filter((p) => (p.dataTypes as readonly string[]).includes(need.dataType));
    if (feeders.some((p) => connected.includes(p.id))) return [];
    return [
      `Connect an app that syncs ${need.dataType}s, e.g. ${feeders
        .slice(0, 2)
        .map((p) => p.name)
        .join(' or ')}`,
    ];
  });
}
