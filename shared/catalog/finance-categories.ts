/**
 * The categories a transaction can take. Expenses fall into the spec's six (§2: Payroll, Marketing, Operations,
 * Technology, Utilities, Other); money in is Income with a revenue kind for the dashboard's revenue split (§2:
 * Subscriptions, One-time Sales, Recurring Services, Add-ons). Transfer is money moved between the business's own
 * accounts (or to pay its own card): it is neither earned nor spent, so the analysis leaves it out.
 */
export const expenseCategories = ['Payroll', 'Marketing', 'Operations', 'Technology', 'Utilities', 'Other'] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

export const transactionCategories = [...expenseCategories, 'Income', 'Transfer'] as const;
export type TransactionCategory = (typeof transactionCategories)[number];

/** Who set a transaction's category: the user, one of their rules, the built-in rules or classifier, or the AI. */
export const categorySources = ['user', 'rule', 'built-in-rule', 'built-in-classifier', 'ai'] as const;
export type CategorySource = (typeof categorySources)[number];

export const revenueKinds = ['subscriptions', 'one_time_sales', 'recurring_services', 'add_ons'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

export const revenueKindLabels: Readonly<Record<RevenueKind, string>> = {
  subscriptions: 'Subscriptions',
  one_time_sales: 'One-time Sales',
  recurring_services: 'Recurring Services',
  add_ons: 'Add-ons',
};

export function isExpenseCategory(category: TransactionCategory): category is ExpenseCategory {
  return (expenseCategories as readonly string[]).includes(category);
}
