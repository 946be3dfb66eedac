import { categoryRuleEntity } from '../../data/finance/category-rules';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { readTransactionDays, writeTransactionDays } from '../../data/finance/transaction-days';
import type { KnownAccount } from '../../domain/finance/accounts/match-account';
import { type LabelledExample, trainClassifier } from '../../domain/finance/categorise/builtin-classifier';
import type { CategoryRule } from '../../domain/finance/categorise/categorisation';
import { categoriseAll, classifyWith, rulesByMerchant } from '../../domain/finance/categorise/categorise';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { recordBankTransactions } from '../kpi/kpi-rollups';
import { workspaceModel } from '../workspace/workspace-ai';
import { aiCategoriser } from './ai-categoriser';
import { addToDayTotals } from './day-totals';
import type { HeldLease } from './finance-lease';
import type { StatementImportPorts } from './statement-import';

/**
 * A workspace's books as the import path sees them: its day pages and day totals, its accounts, and its
 * categoriser — the workspace's rules, the built-in rules, then the AI when configured or the built-in classifier,
 * which learns from the workspace's own rules (each rule is a labelled example of what the user wants). Callers
 * hold the finance lease while they write through it, and pass it in so each write checks it is still theirs.
 */
export async function workspaceBooks(workspaceId: string, lease: HeldLease): Promise<StatementImportPorts> {
  const [rules, ai] = await Promise.all([categoryRuleEntity.queryAll({ workspaceId }), workspaceModel(workspaceId)]);
  const domainRules: CategoryRule[] = rules.map((r) => ({
    id: r.id,
    merchant: r.merchant,
    category: r.category,
    revenueKind: r.revenueKind ?? undefined,
  }));
  const examples: LabelledExample[] = rules.map((r) => ({
    description: r.merchant,
    // A rule says nothing of the direction; income rules teach the money-in model, the rest money out.
    amountCents: r.category === 'Income' ? 1 : -1,
    category: r.category,
    revenueKind: r.revenueKind ?? undefined,
  }));
  const classifier = trainClassifier(examples);
  const remaining = ai
    ? aiCategoriser(ai, classifier, examples, (message, detail) => logger.warn(message, detail))
    : classifyWith(classifier);
  const byMerchant = rulesByMerchant(domainRules);

  return {
    readDays: (keys) => readTransactionDays(workspaceId, keys),
    // Every write first checks that the lease is still this writer's (a stalled import must not write beside a new one).
    writeDays: async (pages) => {
      lease.assertHeld();
      await writeTransactionDays(workspaceId, pages);
    },
    addDayTotals: async (deltas) => {
      lease.assertHeld();
      await addToDayTotals(workspaceId, deltas);
    },
    onImported: (transactions) => recordBankTransactions(workspaceId, 'imported', transactions),
    onRemoved: (transactions) => recordBankTransactions(workspaceId, 'removed', transactions),
    categorise: (transactions) => categoriseAll(transactions, byMerchant, remaining),

    async accounts(): Promise<KnownAccount[]> {
      const accounts = await financeAccountEntity.queryAll({ workspaceId });
      return accounts.map((a) => ({
        id: a.id,
        name: a.name,
        mask: a.mask,
        institution: a.institution,
        origin: a.origin,
      }));
    },

    async createAccount({ name, mask, statement }) {
      lease.assertHeld();
      const id = newId();
      await financeAccountEntity.create({
        workspaceId,
        id,
        name,
        institution: statement.institution ?? null,
        mask,
        type: statement.type ?? 'other',
        origin: 'statement',
        bankLinkId: null,
        externalId: null,
        balanceCents: null,
        balanceAsOf: null,
        currency: statement.currency ?? null,
        createdAt: new Date().toISOString(),
      });
      return { id, name, mask, institution: statement.institution ?? null, origin: 'statement' };
    },

    async recordBalance(accountId, balance) {
      // Only a newer statement moves the balance; an old statement uploaded late leaves it.
      lease.assertHeld();
      await financeAccountEntity.update(
        { workspaceId, id: accountId },
        { balanceCents: balance.cents, balanceAsOf: balance.date },
        {
          condition: {
            expression: 'attribute_not_exists(#asOf) OR #asOf = :null OR #asOf <= :date',
            names: { '#asOf': 'balanceAsOf' },
            values: { ':null': null, ':date': balance.date },
          },
        },
      );
    },
  };
}
