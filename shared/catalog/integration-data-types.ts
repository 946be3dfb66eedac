/**
 * The kinds of business data an integration syncs, as the dashboard's Integrated Data tab and the automations read
 * them. Each connector maps its provider's objects onto these; where a kind has a state that matters to the product
 * (an invoice turning paid, a deal won), the connector normalises the provider's vocabulary to the `statuses` here.
 */
export const integrationDataTypeIds = [
  'lead',
  'deal',
  'invoice',
  'order',
  'payment',
  'event',
  'task',
  'message',
  'contact_list',
  'row',
] as const;
export type IntegrationDataType = (typeof integrationDataTypeIds)[number];

export interface IntegrationDataTypeInfo {
  readonly id: IntegrationDataType;
  /** Plural label for totals ("Leads: 42"). */
  readonly label: string;
  /** The normalised states of this kind, or `null` when the provider's own wording is kept (e.g. a lead's stage). */
  readonly statuses: readonly string[] | null;
  /**
   * The states in which an item's value counts towards the external revenue total. Connectors give payments and
   * orders their value net of refunds (a fully refunded payment is worth 0, a provider's separate refund record is
   * negative), so refunded items count too and the total is what the business kept.
   */
  readonly revenueStatuses: readonly string[];
}

export const integrationDataTypes = [
  { id: 'lead', label: 'Leads', statuses: null, revenueStatuses: [] },
  { id: 'deal', label: 'Deals', statuses: ['open', 'won', 'lost'], revenueStatuses: [] },
  { id: 'invoice', label: 'Invoices', statuses: ['draft', 'open', 'paid', 'void'], revenueStatuses: ['paid'] },
  {
    id: 'order',
    label: 'Orders',
    statuses: ['pending', 'paid', 'refunded', 'cancelled'],
    revenueStatuses: ['paid', 'refunded'],
  },
  {
    id: 'payment',
    label: 'Payments',
    statuses: ['pending', 'succeeded', 'failed', 'refunded'],
    revenueStatuses: ['succeeded', 'refunded'],
  },
  { id: 'event', label: 'Events', statuses: ['confirmed', 'tentative', 'cancelled'], revenueStatuses: [] },
  { id: 'task', label: 'Tasks', statuses: ['open', 'completed'], revenueStatuses: [] },
  { id: 'message', label: 'Messages', statuses: null, revenueStatuses: [] },
  { id: 'contact_list', label: 'Contact lists', statuses: null, revenueStatuses: [] },
  { id: 'row', label: 'Rows', statuses: null, revenueStatuses: [] },
] as const satisfies readonly IntegrationDataTypeInfo[];

export function integrationDataTypeInfo(id: IntegrationDataType): IntegrationDataTypeInfo {
  return integrationDataTypes.find((t) => t.id === id)!;
}

/** An unpaid invoice whose due day has passed: decided by BizPilot each day, never a status a provider reports. */
export const INVOICE_OVERDUE_STATUS = 'overdue';

/** States an automation can watch beyond those items are stored with: the ones BizPilot decides over time. */
const decidedStatuses: Partial<Record<IntegrationDataType, readonly string[]>> = {
  invoice: [INVOICE_OVERDUE_STATUS],
};

/**
 * The statuses an `integration_item` automation can choose for a kind (the builder's choices), or null when the kind
 * keeps its provider's own words (a lead's stage), which are typed in.
 */
export function triggerStatusesOf(id: IntegrationDataType): readonly string[] | null {
  const { statuses } = integrationDataTypeInfo(id);
  return statuses && [...statuses, ...(decidedStatuses[id] ?? [])];
}

/** The data types whose items count towards external revenue: the ones with revenue states. */
export const revenueDataTypes: readonly IntegrationDataTypeInfo[] = integrationDataTypes.filter(
  (t) => t.revenueStatuses.length > 0,
);

/** What external revenue sums, in words from the catalogue: 'Paid invoices, orders and payments, net of refunds'. */
export function externalRevenueDescription(): string {
  const labels = revenueDataTypes.map((t) => t.label.toLowerCase());
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
  return `Paid ${list}, net of refunds`;
}
