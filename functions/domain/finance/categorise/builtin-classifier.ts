import type { RevenueKind, TransactionCategory } from '@shared/catalog/finance-categories';
import type { CategorisableTransaction, Categorisation } from './categorisation';

/**
 * The built-in classifier for what no rule decides: multinomial naive Bayes over the words of descriptions (and the
 * bank's own category label). It starts from a lexicon of words that mark each category (`hosting`, `freight`,
 * `broadband`…) and learns from the workspace's own decisions — every transaction a user recategorised is a
 * labelled example — so the categories it guesses follow the business's corrections. Deterministic: the same
 * examples and description always give the same answer. Below `MIN_CONFIDENCE` it does not guess: money out
 * becomes Other and money in becomes Income from one-time sales, the commonest kind.
 */
export interface LabelledExample {
  description: string;
  amountCents: number;
  bankCategory?: string | undefined;
  category: TransactionCategory;
  revenueKind: RevenueKind | undefined;
}

export const MIN_CONFIDENCE = 0.6;
const SMOOTHING = 0.1;
/** A user's correction outweighs a lexicon word. */
const EXAMPLE_WEIGHT = 3;

const lexicon: Array<[TransactionCategory, string]> = [
  ['Payroll', 'payroll salary salaries wages wage bonus commission contractor stipend pension 401k benefits'],
  [
    'Marketing',
    'ads advert advertising marketing promo promotion campaign sponsor sponsorship flyers print printing seo social media influencer billboard newsletter branding',
  ],
  [
    'Technology',
    'software saas cloud hosting server domain domains license licence app apps api subscription computer laptop hardware it dev developer github backup storage website web',
  ],
  [
    'Utilities',
    'electric electricity power gas water sewer internet broadband phone telephone mobile wireless telecom energy utility utilities fiber cable',
  ],
  [
    'Operations',
    'rent lease supplies supply shipping postage freight courier insurance fuel petrol diesel parking travel hotel airline flight taxi legal lawyer accounting bookkeeping repair repairs maintenance cleaning janitorial fee fees bank inventory wholesale equipment tools food catering uniform licence permit tax',
  ],
];

type Label = `${TransactionCategory}|${RevenueKind | ''}`;

interface Model {
  counts: Map<Label, Map<string, number>>;
  totals: Map<Label, number>;
  vocabulary: Set<string>;
}

export interface BuiltInClassifier {
  classify(transaction: CategorisableTransaction): Categorisation;
}

export function trainClassifier(examples: readonly LabelledExample[]): BuiltInClassifier {
  const models = { in: emptyModel(), out: emptyModel() };
  for (const [category, list] of lexicon) {
    for (const word of list.split(' ')) add(models.out, `${category}|`, [word], 1);
  }
  for (const example of examples) {
    const model = example.amountCents < 0 ? models.out : models.in;
    add(model, `${example.category}|${example.revenueKind ?? ''}`, tokens(example), EXAMPLE_WEIGHT);
  }
  return {
    classify(transaction) {
      const out = transaction.amountCents < 0;
      const best = predict(out ? models.out : models.in, tokens(transaction));
      if (best && best.confidence >= MIN_CONFIDENCE) {
        const [category, kind] = best.label.split('|') as [TransactionCategory, RevenueKind | ''];
        return { category, revenueKind: kind || undefined, source: 'built-in-classifier' };
      }
      return out
        ? { category: 'Other', revenueKind: undefined, source: 'built-in-classifier' }
        : { category: 'Income', revenueKind: 'one_time_sales', source: 'built-in-classifier' };
    },
  };
}

function emptyModel(): Model {
  return { counts: new Map(), totals: new Map(), vocabulary: new Set() };
}

function add(model: Model, label: Label, words: readonly string[], weight: number) {
  const counts = model.counts.get(label) ?? new Map<string, number>();
  model.counts.set(label, counts);
  for (const word of words) {
    counts.set(word, (counts.get(word) ?? 0) + weight);
    model.totals.set(label, (model.totals.get(label) ?? 0) + weight);
    model.vocabulary.add(word);
  }
}

/**
 * Uniform priors: a category is not likelier because its lexicon is longer. Additive smoothing with a small alpha:
 * with one-count lexicon words, Laplace's alpha of 1 would flatten every posterior below any useful threshold.
 */
function predict(model: Model, words: readonly string[]): { label: Label; confidence: number } | undefined {
  const known = words.filter((w) => model.vocabulary.has(w));
  if (known.length === 0 || model.counts.size === 0) return undefined;
  const size = model.vocabulary.size;
  const scores = [...model.counts].map(([label, counts]) => {
    const total = model.totals.get(label) ?? 0;
    const logLikelihood = known.reduce(
      (sum, w) => sum + Math.log(((counts.get(w) ?? 0) + SMOOTHING) / (total + SMOOTHING * size)),
      0,
    );
    return { label, score: logLikelihood };
  });
  scores.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  const top = scores[0]!.score;
  const sum = scores.reduce((s, x) => s + Math.exp(x.score - top), 0);
  return { label: scores[0]!.label, confidence: 1 / sum };
}

const STOP = new Set([
  'the',
  'and',
  'for',
  'from',
  'to',
  'of',
  'on',
  'in',
  'at',
  'by',
  'inc',
  'llc',
  'ltd',
  'co',
  'card',
  'payment',
  'purchase',
  'pos',
  'debit',
  'credit',
  'ach',
  'online',
]);

/** Lower-case words of two letters or more, without digits or stop words; the bank's label adds its own words. */
export function tokens(transaction: Pick<CategorisableTransaction, 'description' | 'bankCategory'>): string[] {
  const words = `${transaction.description} ${transaction.bankCategory ?? ''}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !/\d/.test(w) && !STOP.has(w));
  return [...new Set(words)];
}
