import { merchantKey, merchantName, plainMerchantName } from '../transactions/merchant';
import type { BuiltInClassifier } from './builtin-classifier';
import { builtInRule } from './builtin-rules';
import type { CategorisableTransaction, Categorisation, CategoryRule } from './categorisation';

/**
 * The order every transaction is categorised in: the workspace's own rules, then the built-in merchant rules, then
 * the classifier for what is left (`categoriseRemaining`: the AI when configured, the built-in classifier
 * otherwise). This module decides the first two; what it cannot decide it leaves undefined.
 */
export function categoriseByRules(
  transaction: CategorisableTransaction,
  rules: ReadonlyMap<string, CategoryRule>,
): Categorisation | undefined {
  // A rule made before a brand's name was cleaned up names the merchant as the statement spelled it.
  const rule =
    rules.size > 0
      ? (rules.get(merchantKey(transaction.merchant ?? merchantName(transaction.description))) ??
        rules.get(merchantKey(plainMerchantName(transaction.description))))
      : undefined;
  if (rule) return { category: rule.category, revenueKind: rule.revenueKind, source: 'rule', ruleId: rule.id };
  return builtInRule(transaction);
}

/** Rules keyed by merchant for lookups; the newest rule for a merchant wins. */
export function rulesByMerchant(rules: readonly CategoryRule[]): Map<string, CategoryRule> {
  return new Map(rules.map((rule) => [merchantKey(rule.merchant), rule]));
}

/** Rules first, then one call for the rest (batched by the caller's `remaining`). */
export async function categoriseAll(
  transactions: readonly CategorisableTransaction[],
  rules: ReadonlyMap<string, CategoryRule>,
  remaining: (transactions: readonly CategorisableTransaction[]) => Promise<Categorisation[]>,
): Promise<Categorisation[]> {
  const results: Array<Categorisation | undefined> = transactions.map((t) => categoriseByRules(t, rules));
  const open = results.flatMap((result, index) => (result ? [] : [index]));
  if (open.length > 0) {
    const answers = await remaining(open.map((index) => transactions[index]!));
    open.forEach((index, i) => {
      results[index] = answers[i];
    });
  }
  return results.map((result, index) => {
    if (!result) throw new Error(`No category for transaction ${index}`);
    return result;
  });
}

/** The built-in classifier as a `remaining` step. */
export function classifyWith(classifier: BuiltInClassifier) {
  return async (transactions: readonly CategorisableTransaction[]) => transactions.map((t) => classifier.classify(t));
}
