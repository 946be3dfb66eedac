import { readFileSync } from 'node:fs';
import { type RevenueKind, revenueKinds, transactionCategories } from '@shared/catalog/finance-categories';
import { describe, expect, it } from 'vitest';
import { trainClassifier } from './builtin-classifier';
import { categoriseByRules, rulesByMerchant } from './categorise';

/**
 * The built-in categoriser (merchant rules, then the classifier, with no workspace rules and no AI) against a
 * labelled set of statement lines a small business sees: wholesale and restaurant suppliers, card-processor and
 * delivery-app payouts, payroll, ads, software, utilities, transfers. A line counts as right when its category is
 * the label's and, for a labelled revenue kind, its kind is too.
 */
interface Labelled {
  description: string;
  amountCents: number;
  category: string;
  revenueKind: RevenueKind | undefined;
}

const labelled: Labelled[] = readFileSync(new URL('./fixtures/labelled-transactions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [description, amount, category, revenueKind] = line.split('\t');
    return {
      description: description!,
      amountCents: Math.round(Number(amount) * 100),
      category: category!,
      revenueKind: (revenueKind || undefined) as RevenueKind | undefined,
    };
  });

const noRules = rulesByMerchant([]);
const classifier = trainClassifier([]);
const categorise = (t: Labelled) =>
  categoriseByRules({ description: t.description, amountCents: t.amountCents }, noRules) ?? classifier.classify(t);

describe('categoriser evaluation', () => {
  it('has at least 300 well-formed labelled lines', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(300);
    for (const t of labelled) {
      expect(Number.isInteger(t.amountCents) && t.amountCents !== 0, t.description).toBe(true);
      expect(transactionCategories, t.description).toContain(t.category);
      if (t.revenueKind) expect(revenueKinds, t.description).toContain(t.revenueKind);
    }
  });

  it('categorises at least 90% of them right', () => {
    const misses: string[] = [];
    for (const t of labelled) {
      const got = categorise(t);
      const right = got.category === t.category && (!t.revenueKind || got.revenueKind === t.revenueKind);
      if (!right) {
        misses.push(
          `${t.description} → ${got.category}${got.revenueKind ? `/${got.revenueKind}` : ''} (want ${t.category}${t.revenueKind ? `/${t.revenueKind}` : ''})`,
        );
      }
    }
    const correct = labelled.length - misses.length;
    const percent = ((100 * correct) / labelled.length).toFixed(1);
    console.log(`categoriser evaluation: ${correct}/${labelled.length} (${percent}%)`);
    if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(correct / labelled.length).toBeGreaterThanOrEqual(0.9);
  });
});
