import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';

/**
 * The business behind the fake providers, in neutral form: people, deals, invoices, orders, payments, meetings,
 * tasks, messages, audiences and sheets. Each provider fake renders these in its own documented JSON, so one data
 * set (a test's, or the sandbox's generated business) can be read through any connector, and a test can compare
 * what a connector mapped with what the business really holds.
 *
 * Ids are used verbatim as the provider's ids, so they are made in each provider's style (see `sandbox-ids.ts`).
 */
export interface FakePerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** Where the lead came from ("Web form", "Referral"). */
  source: string | null;
  /** The CRM's own stage or status word ("lead", "Open - Not Contacted"). */
  stage: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeDeal {
  id: string;
  title: string;
  amountCents: number;
  currency: string;
  stage: 'open' | 'won' | 'lost';
  /** YYYY-MM-DD */
  closeDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FakeInvoice {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string | null;
  amountCents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  /** YYYY-MM-DD */
  issuedOn: string;
  dueOn: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FakeOrder {
  id: string;
  number: number;
  customerFirstName: string;
  customerLastName: string;
  email: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'paid' | 'refunded' | 'cancelled';
  createdAt: string;
  updatedAt: string;
}

export interface FakePayment {
  id: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  payerName: string;
  payerEmail: string | null;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  attendeeName: string | null;
  attendeeEmail: string | null;
  status: 'confirmed' | 'tentative' | 'cancelled';
  createdAt: string;
  updatedAt: string;
}

export interface FakeTask {
  id: string;
  title: string;
  project: string;
  /** YYYY-MM-DD */
  dueOn: string | null;
  completed: boolean;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FakeMessage {
  id: string;
  channel: string;
  authorName: string;
  text: string;
  sentAt: string;
  updatedAt: string;
}

export interface FakeContactList {
  id: string;
  name: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface FakeSheet {
  title: string;
  /** The first row is the header. */
  rows: string[][];
}

/** A note a connector wrote to a CRM (the `update_crm` action), kept so tests can read it back. */
export interface FakeNote {
  id: string;
  personId: string;
  text: string;
  createdAt: string;
}

export interface BusinessData {
  persons: FakePerson[];
  deals: FakeDeal[];
  invoices: FakeInvoice[];
  orders: FakeOrder[];
  payments: FakePayment[];
  events: FakeEvent[];
  tasks: FakeTask[];
  messages: FakeMessage[];
  lists: FakeContactList[];
  sheets: FakeSheet[];
  notes: FakeNote[];
}

export function emptyBusinessData(): BusinessData {
  return {
    persons: [],
    deals: [],
    invoices: [],
    orders: [],
    payments: [],
    events: [],
    tasks: [],
    messages: [],
    lists: [],
    sheets: [],
    notes: [],
  };
}

/** Each provider's account holds its own data, as separate SaaS accounts do. */
export class FakeWorld {
  private readonly accounts = new Map<IntegrationProviderId, BusinessData>();

  data(provider: IntegrationProviderId): BusinessData {
    let data = this.accounts.get(provider);
    if (!data) {
      data = emptyBusinessData();
      this.accounts.set(provider, data);
    }
    return data;
  }
}

/** Records changed at or after `since` (inclusive, as the providers' updated-since filters are). */
export function changedSince<T extends { updatedAt: string }>(records: readonly T[], since: string | null): T[] {
  if (!since) return [...records];
  const mark = Date.parse(since);
  return records.filter((r) => Date.parse(r.updatedAt) >= mark);
}

export function byUpdatedAt<T extends { updatedAt: string }>(a: T, b: T): number {
  return Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
}

export function byCreatedAtDesc<T extends { createdAt: string }>(a: T, b: T): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/** Unix seconds, as Stripe and Slack write times. */
export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** "29.35" from 2935. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
