import type { IntegrationDataType } from '../../../../shared/catalog/integration-data-types';
import { type IntegrationProviderId, integrationProvider } from '../../../../shared/catalog/integrations';
import type { BusinessData } from './business-records';

/**
 * A small business that keeps happening: leads arrive, deals close, invoices get paid, orders and payments come
 * in, meetings are booked, tasks get done, people talk in channels. `advance(to)` plays the business forward to a
 * moment, creating records and changing their states at realistic rates, so the sandbox's data grows while the app
 * runs and an hourly sync always finds something new. Everything comes from one seeded random stream and happens
 * in time order, so the same seed and the same final moment give the same data however the time was stepped.
 *
 * Only the kinds of data the provider syncs (its catalogue `dataTypes`) are generated.
 */
export interface BusinessGeneratorOptions {
  provider: IntegrationProviderId;
  seed: number;
  /** The business's first moment: history is generated from here. */
  start: Date;
  /** Multiplies every rate (1 ≈ a busy small business; tests use less). */
  scale?: number;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Mean number of new records per day, by kind, at scale 1. */
const DAILY_RATE: Readonly<Record<IntegrationDataType, number>> = {
  lead: 4,
  deal: 1.2,
  invoice: 1.5,
  order: 6,
  payment: 5,
  event: 2.5,
  task: 2,
  message: 12,
  contact_list: 0.05,
  row: 3,
};

interface Pending {
  at: number;
  order: number;
  apply: (at: string) => void;
}

export class BusinessGenerator {
  private readonly random: () => number;
  private readonly kinds: readonly IntegrationDataType[];
  private readonly nextCreation = new Map<IntegrationDataType, number>();
  private readonly pending: Pending[] = [];
  private readonly counters = new Map<string, number>();
  private readonly scale: number;
  private order = 0;
  private clock: number;

  constructor(
    readonly data: BusinessData,
    private readonly options: BusinessGeneratorOptions,
  ) {
    this.random = mulberry32(options.seed);
    this.scale = options.scale ?? 1;
    this.kinds = integrationProvider(options.provider).dataTypes;
    this.clock = options.start.getTime();
    for (const kind of this.kinds) this.nextCreation.set(kind, this.clock + this.gap(kind));
    if (this.kinds.includes('contact_list')) {
      for (const name of ['Newsletter', 'Customers', 'Webinar sign-ups']) this.createList(name, this.clock);
    }
    if (this.kinds.includes('row'))
      this.data.sheets.push({ title: 'Sales', rows: [['Date', 'Name', 'Amount', 'Status']] });
  }

  /** Plays the business forward to `to` (a moment earlier than the last one changes nothing). */
  advance(to: Date): void {
    const end = to.getTime();
    for (;;) {
      const creation = this.earliestCreation();
      this.pending.sort((a, b) => a.at - b.at || a.order - b.order);
      const change = this.pending[0];
      const nextAt = Math.min(creation?.at ?? Number.POSITIVE_INFINITY, change?.at ?? Number.POSITIVE_INFINITY);
      if (nextAt > end) break;
      this.clock = nextAt;
      const at = new Date(nextAt).toISOString();
      if (change && change.at === nextAt) {
        this.pending.shift();
        change.apply(at);
      } else if (creation) {
        this.create(creation.kind, nextAt);
        this.nextCreation.set(creation.kind, nextAt + this.gap(creation.kind));
      }
    }
    this.clock = Math.max(this.clock, end);
  }

  private earliestCreation(): { kind: IntegrationDataType; at: number } | undefined {
    let best: { kind: IntegrationDataType; at: number } | undefined;
    for (const [kind, at] of this.nextCreation) if (!best || at < best.at) best = { kind, at };
    return best;
  }

  /** Exponential gaps: arrivals as a Poisson process at the kind's rate. */
  private gap(kind: IntegrationDataType): number {
    const perDay = DAILY_RATE[kind] * this.scale;
    return Math.max(MINUTE, Math.round((-Math.log(1 - this.random()) / perDay) * DAY));
  }

  private later(at: number, minDays: number, maxDays: number, apply: (iso: string) => void): void {
    const when = at + Math.round((minDays + this.random() * (maxDays - minDays)) * DAY);
    this.pending.push({ at: when, order: this.order++, apply });
  }

  /**
   * A record's state changes later, as a provider reports a change: the new fields, and `updatedAt` the moment.
   * (`const C` keeps `{ status: 'paid' }` a literal, so it is checked against the record's union of states.)
   */
  private changeLater<R extends { updatedAt: string }, const C extends Partial<R>>(
    record: R,
    at: number,
    minDays: number,
    maxDays: number,
    change: (when: string) => C,
  ): void {
    this.later(at, minDays, maxDays, (when) => Object.assign(record, change(when), { updatedAt: when }));
  }

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)]!;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private count(kind: string): number {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return n;
  }

  private person(): { firstName: string; lastName: string; email: string; company: string } {
    const firstName = this.pick(FIRST_NAMES);
    const lastName = this.pick(LAST_NAMES);
    const company = this.pick(COMPANIES);
    const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    return { firstName, lastName, company, email: `${firstName}.${lastName}@${domain}`.toLowerCase() };
  }

  private amount(minDollars: number, maxDollars: number): number {
    return Math.round((minDollars + this.random() * (maxDollars - minDollars)) * 100);
  }

  private id(kind: string, at: number): string {
    return providerStyleId(this.options.provider, kind, this.count(kind), at, this.random);
  }

  private create(kind: IntegrationDataType, at: number): void {
    const iso = new Date(at).toISOString();
    const d = this.data;
    switch (kind) {
      case 'lead': {
        const p = this.person();
        d.persons.push({
          id: this.id('lead', at),
          ...p,
          phone: this.chance(0.6) ? `+1555${String(Math.floor(this.random() * 1e7)).padStart(7, '0')}` : null,
          source: this.pick(LEAD_SOURCES),
          stage: 'lead',
          createdAt: iso,
          updatedAt: iso,
        });
        return;
      }
      case 'deal': {
        const deal = {
          id: this.id('deal', at),
          title: `${this.pick(COMPANIES)} – ${this.pick(PRODUCTS)}`,
          amountCents: this.amount(800, 25_000),
          currency: 'USD',
          stage: 'open' as 'open' | 'won' | 'lost',
          closeDate: new Date(at + 30 * DAY).toISOString().slice(0, 10),
          createdAt: iso,
          updatedAt: iso,
        };
        d.deals.push(deal);
        if (this.chance(0.7)) {
          const won = this.chance(0.55);
          this.changeLater(deal, at, 3, 30, (when) => ({ stage: won ? 'won' : 'lost', closeDate: when.slice(0, 10) }));
        }
        return;
      }
      case 'invoice': {
        const p = this.person();
        const invoice = {
          id: this.id('invoice', at),
          number: `INV-${String(this.count('invoice-number') + 1000).padStart(4, '0')}`,
          customerName: p.company,
          customerEmail: p.email,
          amountCents: this.amount(150, 6_000),
          currency: 'USD',
          status: 'open' as 'draft' | 'open' | 'paid' | 'void',
          issuedOn: iso.slice(0, 10),
          dueOn: new Date(at + 30 * DAY).toISOString().slice(0, 10),
          paidAt: null as string | null,
          createdAt: iso,
          updatedAt: iso,
        };
        d.invoices.push(invoice);
        if (this.chance(0.75)) this.changeLater(invoice, at, 2, 25, (when) => ({ status: 'paid', paidAt: when }));
        else if (this.chance(0.2)) this.changeLater(invoice, at, 5, 20, () => ({ status: 'void' }));
        return;
      }
      case 'order': {
        const p = this.person();
        const order = {
          id: this.id('order', at),
          number: 1000 + this.count('order-number'),
          customerFirstName: p.firstName,
          customerLastName: p.lastName,
          email: p.email,
          amountCents: this.amount(15, 400),
          currency: 'USD',
          status: (this.chance(0.85) ? 'paid' : 'pending') as 'pending' | 'paid' | 'refunded' | 'cancelled',
          createdAt: iso,
          updatedAt: iso,
        };
        d.orders.push(order);
        if (order.status === 'pending') {
          const paid = this.chance(0.7);
          this.changeLater(order, at, 0.05, 2, () => ({ status: paid ? 'paid' : 'cancelled' }));
        } else if (this.chance(0.04)) {
          this.changeLater(order, at, 1, 14, () => ({ status: 'refunded' }));
        }
        return;
      }
      case 'payment': {
        const p = this.person();
        const payment = {
          id: this.id('payment', at),
          amountCents: this.amount(10, 900),
          currency: 'USD',
          status: (this.chance(0.93) ? 'succeeded' : 'failed') as 'pending' | 'succeeded' | 'failed' | 'refunded',
          payerName: `${p.firstName} ${p.lastName}`,
          payerEmail: p.email,
          description: this.pick(PRODUCTS),
          createdAt: iso,
          updatedAt: iso,
        };
        d.payments.push(payment);
        if (payment.status === 'succeeded' && this.chance(0.03)) {
          this.changeLater(payment, at, 1, 10, () => ({ status: 'refunded' }));
        }
        return;
      }
      case 'event': {
        const p = this.person();
        // Booked ahead: a meeting starts 1–14 days after it is scheduled, on the hour, during the working day.
        const day = new Date(at + Math.ceil(1 + this.random() * 13) * DAY);
        day.setUTCHours(14 + Math.floor(this.random() * 8), 0, 0, 0);
        const event = {
          id: this.id('event', at),
          title: `${this.pick(MEETING_KINDS)} with ${p.firstName} ${p.lastName}`,
          startsAt: day.toISOString(),
          endsAt: new Date(day.getTime() + 45 * MINUTE).toISOString(),
          attendeeName: `${p.firstName} ${p.lastName}`,
          attendeeEmail: p.email,
          status: 'confirmed' as 'confirmed' | 'tentative' | 'cancelled',
          createdAt: iso,
          updatedAt: iso,
        };
        d.events.push(event);
        if (this.chance(0.1)) this.changeLater(event, at, 0.2, 1, () => ({ status: 'cancelled' }));
        return;
      }
      case 'task': {
        const task = {
          id: this.id('task', at),
          title: this.pick(TASK_TITLES),
          project: this.pick(PROJECTS),
          dueOn: this.chance(0.8)
            ? new Date(at + Math.ceil(this.random() * 10) * DAY).toISOString().slice(0, 10)
            : null,
          completed: false,
          completedAt: null as string | null,
          createdAt: iso,
          updatedAt: iso,
        };
        d.tasks.push(task);
        if (this.chance(0.65)) this.changeLater(task, at, 0.2, 9, (when) => ({ completed: true, completedAt: when }));
        return;
      }
      case 'message': {
        d.messages.push({
          id: this.id('message', at),
          channel: this.pick(CHANNELS),
          authorName: `${this.pick(FIRST_NAMES)} ${this.pick(LAST_NAMES)}`,
          text: this.pick(MESSAGES),
          sentAt: iso,
          updatedAt: iso,
        });
        return;
      }
      case 'contact_list': {
        this.createList(`${this.pick(PRODUCTS)} launch`, at);
        return;
      }
      case 'row': {
        const p = this.person();
        this.data.sheets[0]!.rows.push([
          iso.slice(0, 10),
          p.company,
          (this.amount(50, 3_000) / 100).toFixed(2),
          this.chance(0.8) ? 'Paid' : 'Pending',
        ]);
        return;
      }
    }
  }

  private createList(name: string, at: number): void {
    const iso = new Date(at).toISOString();
    const list = {
      id: this.id('list', at),
      name,
      memberCount: 50 + Math.floor(this.random() * 900),
      createdAt: iso,
      updatedAt: iso,
    };
    this.data.lists.push(list);
    // Audiences grow: a few sign-ups every couple of days.
    const grow = (from: number) =>
      this.later(from, 1, 3, (when) => {
        list.memberCount += 1 + Math.floor(this.random() * 6);
        list.updatedAt = when;
        grow(Date.parse(when));
      });
    grow(at);
  }
}

/** Ids in the shape each provider uses, so the sandbox's data looks like the real thing in the browser too. */
export function providerStyleId(
  provider: IntegrationProviderId,
  kind: string,
  n: number,
  at: number,
  random: () => number,
): string {
  const alnum = (length: number, chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') =>
    Array.from({ length }, () => chars[Math.floor(random() * chars.length)]).join('');
  const hex = (length: number) => alnum(length, '0123456789abcdef');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  switch (provider) {
    case 'salesforce':
      return `${kind === 'deal' ? '006' : '00Q'}5g00000${alnum(5)}${String(n).padStart(3, '0')}`;
    case 'stripe_data':
      return `${kind === 'invoice' ? 'in' : 'ch'}_${alnum(24)}`;
    case 'xero':
    case 'notion':
      return uuid();
    case 'square':
      return alnum(29);
    case 'paypal':
      return kind === 'invoice'
        ? `INV2-${alnum(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}-${n}`
        : alnum(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    case 'google_calendar':
      return alnum(26, 'abcdefghijklmnopqrstuv0123456789');
    case 'trello':
      // Trello ids start with their creation time in seconds, in hex.
      return `${Math.floor(at / 1000)
        .toString(16)
        .padStart(8, '0')}${hex(16)}`;
    case 'slack':
      return `${Math.floor(at / 1000)}.${String(n).padStart(6, '0')}`;
    case 'microsoft_teams':
      return String(at + n);
    case 'mailchimp':
      return hex(10);
    case 'zoho':
      return String(5_725_767_000_000_000_000n + BigInt(n * 1000 + Math.floor(random() * 1000)));
    case 'asana':
      return String(1_206_000_000_000_000 + n * 997);
    case 'shopify':
      return String(450_789_469 + n * 31);
    default:
      return String(n + (kind === 'deal' ? 5000 : 100));
  }
}

/** A small, fast, well-distributed seeded generator (Mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Aisha',
  'Wei',
  'Priya',
  'Diego',
  'Fatima',
  'Hiro',
  'Chloe',
  'Omar',
  'Grace',
] as const;
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Brown',
  'Martinez',
  'Okafor',
  'Rossi',
  'Chen',
  'Walker',
  'Hughes',
  'Silva',
  'Cohen',
  'Novak',
  'Larsen',
  'Tanaka',
  'Dubois',
  'Murphy',
] as const;
const COMPANIES = [
  'Brightside Dental',
  'Copperleaf Cafe',
  'Northwind Traders',
  'Bluebird Bakery',
  'Summit Fitness',
  'Harbor Legal',
  'Greenway Landscaping',
  'Pixel Forge Studio',
  'Maple Street Books',
  'Atlas Plumbing',
  'Lumen Yoga',
  'Redwood Realty',
  'Tidewater Marine',
  'Keystone Accounting',
  'Juniper Florist',
] as const;
const LEAD_SOURCES = ['Web form', 'Referral', 'Google Ads', 'Trade show', 'LinkedIn', 'Cold call'] as const;
const PRODUCTS = [
  'Annual maintenance plan',
  'Website redesign',
  'Bookkeeping package',
  'Premium membership',
  'Consulting block',
  'Starter kit',
  'Gift card',
  'Workshop seat',
  'Support retainer',
  'Custom order',
] as const;
const MEETING_KINDS = [
  'Discovery call',
  'Demo',
  'Consultation',
  'Quarterly review',
  'Site visit',
  'Onboarding',
] as const;
const TASK_TITLES = [
  'Send proposal',
  'Follow up on quote',
  'Prepare invoice batch',
  'Update price list',
  'Order supplies',
  'Call back new lead',
  'Review contract',
  'Post weekly offer',
  'Reconcile payments',
  'Plan team meeting',
] as const;
const PROJECTS = ['Sales', 'Operations', 'Marketing', 'Admin'] as const;
const CHANNELS = ['general', 'sales', 'support'] as const;
const MESSAGES = [
  'New order just came in from the website.',
  'Can someone call back the lead from this morning?',
  'Invoice sent, due in 30 days.',
  'The supplier delivery is delayed until Thursday.',
  'Great review from a customer today!',
  'Reminder: team meeting at 3pm.',
  'Quote approved, starting next week.',
  'Payment received, thanks everyone.',
] as const;
