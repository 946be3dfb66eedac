import * as z from '@shared/zod';
import { categorySources, revenueKinds, transactionCategories } from '../../catalog/finance-categories';
import { idParamsOf } from '../id-params';
import { pageOf, pageQuerySchema } from '../pagination';

export const transactionCategorySchema = z.enum(transactionCategories);
export const revenueKindSchema = z.enum(revenueKinds);

export const transactionSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('statement'),
    statementId: z.string(),
    /** The line (CSV, PDF) or entry (OFX) of the statement it was read from. */
    line: z.number().check(z.int()),
    page: z.nullable(z.number().check(z.int())),
  }),
  z.object({ kind: z.literal('plaid'), bankLinkId: z.string() }),
  z.object({ kind: z.literal('demo') }),
]);

export const transactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  merchant: z.string(),
  /** Dollars, negative for money out. */
  amount: z.number(),
  category: transactionCategorySchema,
  revenueKind: z.nullable(revenueKindSchema),
  categorySource: z.enum(categorySources),
  accountId: z.string(),
  source: transactionSourceSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31'));

export const transactionsQuerySchema = z.extend(
  z.object({
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    category: z.optional(transactionCategorySchema),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    accountId: z.optional(z.string().check(z.maxLength(64))),
  }),
  pageQuerySchema.shape,
);

export const transactionPageSchema = pageOf(transactionSchema);

/** Recategorise one transaction; `applyToMerchant` also stores 'Always categorise "<merchant>" as <category>'. */
export const recategoriseRequestSchema = z
  .object({
    category: transactionCategorySchema,
    revenueKind: z.optional(z.nullable(revenueKindSchema)),
    applyToMerchant: z._default(z.boolean(), false),
  })
  .check(z.refine((r) => r.category === 'Income' || !r.revenueKind, { message: 'Only income has a revenue kind' }));

export const categoryRuleSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  category: transactionCategorySchema,
  revenueKind: z.nullable(revenueKindSchema),
  createdAt: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

/** A transaction's id (`<date>.<accountId>.<fingerprint>`) in a path. */
export const transactionParamsSchema = idParamsOf(160);

export const recategoriseResponseSchema = z.object({
  transaction: transactionSchema,
  rule: z.nullable(categoryRuleSchema),
  /** Other transactions of the merchant the rule re-categorised. */
  recategorised: z.number().check(z.int()),
});

/** The CSV export takes the list's filters (not its paging: the file holds every match). */
export const transactionExportQuerySchema = z.object({
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  category: z.optional(transactionCategorySchema),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  accountId: z.optional(z.string().check(z.maxLength(64))),
});
