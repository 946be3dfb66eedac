import type { CategorySource, RevenueKind, TransactionCategory } from '@shared/catalog/finance-categories';

/** What categorisation needs of a transaction. */
export interface CategorisableTransaction {
  description: string;
  /** Negative for money out. */
  amountCents: number;
  /** The bank's own label, when its export has one: a hint, not an answer. */
  bankCategory?: string | undefined;
  /** `merchantName(description)`, when the caller has it already. */
  merchant?: string | undefined;
}

export interface Categorisation {
  category: TransactionCategory;
  /** For income: which part of the revenue split it belongs to; undefined for income that is not a sale. */
  revenueKind: RevenueKind | undefined;
  /**
   * Who decided the category, shown beside it so a user knows what to correct: their own rule or correction, a
   * built-in merchant rule, the built-in classifier, or the AI.
   */
  source: CategorySource;
  /** The workspace rule that decided it, when one did. */
  ruleId?: string;
}

/** A workspace's "Always categorise <merchant> as <category>" rule. */
export interface CategoryRule {
  id: string;
  /** The merchant name as shown when the rule was made; matched by `merchantKey`. */
  merchant: string;
  category: TransactionCategory;
  revenueKind: RevenueKind | undefined;
}
