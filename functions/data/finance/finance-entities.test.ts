import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { bankLinkEntity, pendingBankLink } from './bank-links';
import { categoryRuleEntity } from './category-rules';
import { financeAccountEntity } from './finance-accounts';
import { statementEntity } from './statements';

const _table = await startedForThisFile(startTestTable());

describe('finance entities', () => {
  it('keep each workspace’s accounts, statements, rules and links apart', async () => {
    await financeAccountEntity.create({
      workspaceId: 'ws1',
      id: 'a1',
      name: 'Checking ••4821',
      institution: null,
      mask: '4821',
      type: 'checking',
      origin: 'statement',
      bankLinkId: null,
      externalId: null,
      balanceCents: 514093,
      balanceAsOf: '2026-01-31',
      currency: 'USD',
      createdAt: '2026-03-31T10:00:00.000Z',
    });
    await statementEntity.create({
      workspaceId: 'ws1',
      id: '01JQ0000000000000000000001',
      filename: 'jan.pdf',
      format: 'pdf',
      size: 5120,
      status: 'uploaded',
      uploadedAt: '2026-03-31T10:00:00.000Z',
      finishedAt: null,
      outcome: null,
      failure: null,
      fileKey: 'workspaces/ws1/statements/01JQ0000000000000000000001',
    });
    await categoryRuleEntity.put({
      workspaceId: 'ws1',
      id: 'r1',
      merchant: 'Rivera Design',
      merchantKey: 'RIVERA DESIGN',
      category: 'Marketing',
      revenueKind: null,
      createdAt: '2026-03-31T10:00:00.000Z',
    });
    await bankLinkEntity.create({
      workspaceId: 'ws1',
      ...pendingBankLink(
        { id: 'l1', linkToken: 'link-sandbox-1', linkExpiresAt: '2026-03-31T14:00:00.000Z' },
        new Date('2026-03-31T10:00:00.000Z'),
      ),
    });
    for (const entity of [financeAccountEntity, statementEntity, categoryRuleEntity, bankLinkEntity] as const) {
      expect(await entity.queryAll({ workspaceId: 'ws1' })).toHaveLength(1);
      expect(await entity.queryAll({ workspaceId: 'ws2' })).toEqual([]);
    }
    expect(await categoryRuleEntity.get({ workspaceId: 'ws1', merchantKey: 'RIVERA DESIGN' })).toMatchObject({
      category: 'Marketing',
    });
  });
});
