import { describe, expect, it } from 'vitest';
import type { FakeInvoice } from '../../../scripts/local/sandbox/providers/business-records';
import { startFakeProviders } from '../../../scripts/local/sandbox/providers/fake-provider-server';
import { FAKE_QUICKBOOKS_REALM, quickbooksFake } from '../../../scripts/local/sandbox/providers/quickbooks';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { syncSucceeded } from '../../../scripts/testing/integration-sync';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { addDays } from '../../domain/finance/calendar-date';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { fireOverdueInvoices } from '../../services/automations/overdue-invoices';

/**
 * 'Invoice overdue' through the local runtime: a connected QuickBooks (the provider fake on loopback) syncs invoices
 * with their due days; an automation on invoices in status `overdue` runs once for an invoice a sync finds past its
 * due day, and once for one whose due day passes with no sync (the every-minute job at a given clock). An automation
 * saved on invoices in status `open` keeps meaning 'an invoice opened'.
 */
const QUICKBOOKS_TOKEN = 'qb-access-token-0000111122223333';

const fake = await startedForThisFile(
  startFakeProviders({ modules: [quickbooksFake], credentials: { quickbooks: { apiKey: QUICKBOOKS_TOKEN } } }),
);
const api = await startedForThisFile(startTestApi());
const alice = await signUpUser(api);
// Pro's 'All integrations': Starter connects Google Calendar only.
await upgradeLocally(alice.client, 'pro');

// The workspace has no zone of its own yet, so its days are UTC's.
const today = dateInZone(new Date(), 'UTC');

const invoice = (id: string, dueOn: string | null, updatedAt: string): FakeInvoice => ({
  id,
  number: `INV-${id}`,
  customerName: 'Keystone Dental',
  customerEmail: 'billing@keystone-dental.example',
  amountCents: 240_000,
  currency: 'USD',
  status: 'open',
  issuedOn: addDays(today, -30),
  dueOn,
  paidAt: null,
  createdAt: updatedAt,
  updatedAt,
});

async function connectQuickBooks(user: TestUser): Promise<string> {
  const res = await user.client.post('/api/integrations', {
    provider: 'quickbooks',
    authType: 'oauth2',
    apiKey: QUICKBOOKS_TOKEN,
    accountId: FAKE_QUICKBOOKS_REALM,
    apiUrl: fake.url('quickbooks'),
  });
  expect(res.status, res.text).toBe(201);
  // The first sync, queued on connect, reads the history: an invoice long overdue in it is not news.
  await syncSucceeded(user.client, res.body.id);
  return res.body.id;
}

const watching = (status: string, taskTitle: string) =>
  alice.client.create('/api/automations', {
    name: `Invoices ${status}`,
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'invoice', status },
    steps: [{ type: 'action', action: 'create_task', config: { taskTitle } }],
  });

const taskTitles = async () =>
  ((await alice.client.get('/api/tasks?limit=200')).body.items as { title: string }[]).map((t) => t.title).sort();
const runsOf = async (id: string) => (await alice.client.get(`/api/automations/${id}/runs`)).body.items as any[];

describe('integration_item on invoices overdue', () => {
  it('runs once for an invoice a sync finds past its due day, and once for one whose day passes with no sync', async () => {
    const data = fake.world.data('quickbooks');
    data.invoices = [invoice('900', addDays(today, -200), '2026-01-05T10:00:00.000Z')];
    const overdue = await watching('overdue', 'Chase {{trigger.reference}} (due {{trigger.dueDate}})');
    const opened = await watching('open', 'Opened {{trigger.reference}}');
    const quickbooks = await connectQuickBooks(alice);

    data.invoices.push(
      invoice('901', addDays(today, -1), '2026-02-09T10:00:00.000Z'),
      invoice('902', addDays(today, 1), '2026-02-09T10:00:00.000Z'),
    );
    expect((await alice.client.post(`/api/integrations/${quickbooks}/sync`)).body.message).toBe(
      'Synced 2 new and 0 updated items from QuickBooks',
    );
    // The same invoices again: nothing changed, so nothing is raised for them.
    expect((await alice.client.post(`/api/integrations/${quickbooks}/sync`)).body.message).toBe(
      'Synced 0 new and 0 updated items from QuickBooks',
    );
    const { value: fromSync } = await eventually(async () => {
      const runs = await runsOf(overdue.id);
      return runs.length === 1 && runs[0].status === 'succeeded' ? runs : undefined;
    });
    expect(fromSync.map((r) => r.eventSummary)).toEqual([
      'QuickBooks invoice now overdue: Invoice INV-901 – Keystone Dental',
    ]);

    // Today neither is newly overdue for the job: 901 fired from the sync, 902 is due tomorrow.
    expect(await fireOverdueInvoices(new Date())).toBe(0);
    // The day after 902's due day, at the workspace's midnight: it fires once, however many ticks see it.
    const dayAfterDue = new Date(`${addDays(today, 2)}T00:00:30.000Z`);
    expect(await fireOverdueInvoices(dayAfterDue)).toBe(1);
    expect(await fireOverdueInvoices(new Date(dayAfterDue.getTime() + 60_000))).toBe(0);
    const { value: runs } = await eventually(async () => {
      const runs = await runsOf(overdue.id);
      return runs.length === 2 && runs.every((r) => r.status === 'succeeded') ? runs : undefined;
    });
    expect(runs.map((r) => r.eventSummary).sort()).toEqual([
      'QuickBooks invoice now overdue: Invoice INV-901 – Keystone Dental',
      'QuickBooks invoice now overdue: Invoice INV-902 – Keystone Dental',
    ]);
    // The automation saved on open invoices ran for the two that opened, as before, and never for 'overdue'.
    await eventually(async () => ((await runsOf(opened.id)).length === 2 ? true : undefined));
    const format = (day: string) =>
      new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      });
    expect(await taskTitles()).toEqual([
      `Chase INV-901 (due ${format(addDays(today, -1))})`,
      `Chase INV-902 (due ${format(addDays(today, 1))})`,
      'Opened INV-901',
      'Opened INV-902',
    ]);
    // Three syncs and two ticks through the local runtime, each waited on by events.
  }, 300_000);
});
