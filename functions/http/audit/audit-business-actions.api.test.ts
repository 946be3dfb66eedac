import type { Transaction } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { readAuditLog } from '../../../scripts/testing/audit-log';
import { send } from '../../../scripts/testing/chat-fixtures';
import { eventually } from '../../../scripts/testing/eventually';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { uploadDirect, waitForImport } from '../../../scripts/testing/statement-uploads';
import { signUpEliteOwner } from '../../../scripts/testing/teams';

delete process.env.OPENAI_API_KEY;
const api = await sharedTestApi();

describe('the assistant', () => {
  it('records an action proposed and executed by the assistant, approved or rejected by the person', async () => {
    const owner = await signUpEliteOwner(api, 'Ana');
    const approved = (await send(owner, 'Create a task called Call the bank')).body.assistantMessage.actions[0];
    const rejected = (await send(owner, 'Create a task called Close the shop')).body.assistantMessage.actions[0];
    expect((await owner.client.post(`/api/chat/actions/${approved.id}/confirm`)).status).toBe(200);
    expect((await owner.client.post(`/api/chat/actions/${rejected.id}/cancel`)).status).toBe(200);

    const assistant = { type: 'assistant', id: 'assistant', name: 'Assistant' };
    const log = await readAuditLog(owner, `?targetType=assistant_action&targetId=${approved.id}`);
    expect(log.map((e) => [e.action, e.actor])).toEqual([
      ['assistant_action.executed', assistant],
      ['assistant_action.approved', { type: 'user', id: owner.user.id, name: 'Ana Owner' }],
      ['assistant_action.proposed', assistant],
    ]);
    expect(log[0]!.target.label).toBe('Create task "Call the bank", medium priority');
    expect(log[0]!.changes).toEqual({ result: [null, 'Created task "Call the bank"'] });
    const other = await readAuditLog(owner, `?targetType=assistant_action&targetId=${rejected.id}`);
    expect(other.map((e) => e.action)).toEqual(['assistant_action.rejected', 'assistant_action.proposed']);
  });
});

describe('integrations', () => {
  it('records a connection, its scheduled sync by the provider with counts, a test, a manual sync and its removal', async () => {
    const owner = await signUpEliteOwner(api, 'Ivan');
    const shop = await owner.client.post('/api/integrations', {
      provider: 'shopify',
      authType: 'api_key',
      sandbox: true,
    });
    expect(shop.status, shop.text).toBe(201);
    const id = shop.body.id as string;
    const target = `?targetType=integration&targetId=${id}`;
    const first = await eventually(async () => {
      const log = await readAuditLog(owner, `${target}&action=integration.synced`);
      return log.length ? log[0] : undefined;
    });
    expect(first.value.actor).toEqual({ type: 'provider', id: 'shopify', name: 'Shopify' });
    expect(first.value.changes.created![1]).toBeGreaterThan(0);

    expect((await owner.client.post(`/api/integrations/${id}/test`)).status).toBe(200);
    expect([200, 202]).toContain((await owner.client.post(`/api/integrations/${id}/sync`)).status);
    expect((await owner.client.delete(`/api/integrations/${id}`)).status).toBe(204);
    const log = await readAuditLog(owner, target);
    const me = { type: 'user', id: owner.user.id, name: 'Ivan Owner' };
    expect(log.map((e) => [e.action, e.actor.type])).toEqual(
      expect.arrayContaining([
        ['integration.removed', 'user'],
        ['integration.tested', 'user'],
        ['integration.synced', 'provider'],
        ['integration.connected', 'user'],
      ]),
    );
    expect(log.find((e) => e.action === 'integration.connected')!.actor).toEqual(me);
    expect(log.find((e) => e.action === 'integration.tested')!.changes).toEqual({ isConnected: [null, true] });
  });
});

describe('the subscription', () => {
  it("records the owner's own plan change (local billing) as theirs, with the tiers before and after", async () => {
    const owner = await signUpEliteOwner(api, 'Paula');
    const [changed] = await readAuditLog(owner, '?action=subscription.changed');
    expect(changed!.actor).toEqual({ type: 'user', id: owner.user.id, name: 'Paula Owner' });
    expect(changed!.changes.tier).toEqual(['starter', 'elite']);
  });
});

describe('statements and transactions', { timeout: 120_000 }, () => {
  it('records a statement uploaded, imported (counts) or failed, a transaction recategorised and a category rule', async () => {
    const owner = await signUpEliteOwner(api, 'Fiona');
    const csv = Buffer.from(
      'Date,Description,Amount\n2026-01-05,BRIGHTLINE STUDIO LLC,-500.00\n2026-01-12,BRIGHTLINE STUDIO LLC,-700.00',
    );
    const good = await uploadDirect(owner.client, 'january.csv', csv);
    expect(good.status).toBe(201);
    expect((await waitForImport(owner.client, good.body.id)).status).toBe('imported');
    const bad = await uploadDirect(owner.client, 'empty.csv', Buffer.from('Date,Description,Amount\n'));
    expect(bad.status).toBe(201);
    expect((await waitForImport(owner.client, bad.body.id)).status).toBe('failed');

    // The import's entry follows its status by a moment (the status is the import's outcome, the entry its record).
    const statements = (
      await eventually(async () => {
        const log = await readAuditLog(owner, '?targetType=statement');
        return log.length >= 4 ? log : undefined;
      })
    ).value;
    expect(statements.map((e) => [e.action, e.target.label])).toEqual(
      expect.arrayContaining([
        ['statement.uploaded', 'january.csv'],
        ['statement.imported', 'january.csv'],
        ['statement.uploaded', 'empty.csv'],
        ['statement.failed', 'empty.csv'],
      ]),
    );
    const imported = statements.find((e) => e.action === 'statement.imported')!;
    expect(imported.changes).toEqual({ imported: [null, 2], duplicates: [null, 0] });
    expect(statements.find((e) => e.action === 'statement.failed')!.changes.reason![1]).toEqual(expect.any(String));

    const [first] = (await owner.client.get('/api/financial/transactions?q=brightline')).body.items as Transaction[];
    const ruled = await owner.client.patch(`/api/financial/transactions/${first!.id}`, {
      category: 'Marketing',
      applyToMerchant: true,
    });
    expect(ruled.status).toBe(200);
    const [recategorised] = await readAuditLog(owner, '?action=transaction.recategorised');
    expect(recategorised!.changes).toEqual({ category: [first!.category, 'Marketing'] });
    expect(recategorised!.target).toEqual({ type: 'transaction', id: first!.id, label: first!.merchant });
    const [rule] = await readAuditLog(owner, '?action=category_rule.created');
    expect(rule!.changes).toEqual({ category: [null, 'Marketing'], recategorised: [null, 1] });
  });
});
