import * as z from '@shared/zod';
import { categorySources, expenseCategories, revenueKinds, transactionCategories } from '../catalog/finance-categories';
import { nullableNumber, nullableString } from './nullable';
import { pageOf, pageQuerySchema } from './pagination';
import { requiredText } from './required-text';

/**
 * What the finance API answers and accepts (spec §3 Bank account and Financial analysis, and the statement,
 * transaction and rule shapes). Money in answers is dollars with cents (`amount` negative for money out); the
 * server keeps integer cents.
 */
export const accountTypes = ['checking', 'savings', 'credit', 'other'] as const;
export const accountOrigins = ['statement', 'plaid', 'demo'] as const;

/** Spec §3: id, name, institution, mask, type, balance — plus where it came from and when the balance was true. */
export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: nullableString,
  mask: nullableString,
  type: z.enum(accountTypes),
  /** Dollars; null until a statement or the bank states one. A card's balance owed is negative. */
  balance: nullableNumber,
  balanceAsOf: nullableString,
  origin: z.enum(accountOrigins),
  /** The Plaid link it belongs to, to unlink or sync it. */
  bankLinkId: nullableString,
  /** A linked account: when its bank last synced, and why the last sync failed (until one succeeds). */
  lastSyncAt: nullableString,
  syncError: nullableString,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

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
export const transactionParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(160)) });

export const recategoriseResponseSchema = z.object({
  transaction: transactionSchema,
  rule: z.nullable(categoryRuleSchema),
  /** Other transactions of the merchant the rule re-categorised. */
  recategorised: z.number().check(z.int()),
});

export const statementStatuses = ['uploaded', 'processing', 'imported', 'failed'] as const;

export const skippedRowSchema = z.object({ line: z.number().check(z.int()), reason: z.string(), text: z.string() });

export const statementSchema = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(['csv', 'ofx', 'pdf']),
  size: z.number().check(z.int()),
  status: z.enum(statementStatuses),
  uploadedAt: z.string(),
  finishedAt: nullableString,
  /** When imported: what it added. */
  outcome: z.nullable(
    z.object({
      accounts: z.array(z.object({ id: z.string(), name: z.string() })),
      imported: z.number().check(z.int()),
      duplicates: z.number().check(z.int()),
      /** The first 100 rows that were not transactions, with why; `skippedCount` counts them all. */
      skipped: z.array(skippedRowSchema),
      skippedCount: z.number().check(z.int()),
    }),
  ),
  /** When failed: the problem, naming the line when there is one. */
  failure: z.nullable(z.object({ reason: z.string(), line: z.nullable(z.number().check(z.int())) })),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementPageSchema = pageOf(statementSchema);

/** The server decides the file's type (from its bytes) and size, with the spec's messages; the shapes are checked here. */
export const uploadUrlRequestSchema = z.object({
  filename: requiredText(255),
  contentType: z._default(z.string().check(z.maxLength(200)), 'application/octet-stream'),
  size: z.number().check(z.int(), z.gte(0)),
});

/** A presigned S3 POST: the browser posts `fields` and then the file to `url`. */
export const uploadUrlResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});

/** The key an upload URL named; the import starts once the file is there. */
export const startImportRequestSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(512)) });

export const expenseCategoryFigureSchema = z.object({
  category: z.enum(expenseCategories),
  amount: z.number(),
  percentage: z.number(),
  trend: z.enum(['up', 'down', 'stable']),
  change: nullableNumber,
  previousAmount: z.number(),
});

export const healthComponentSchema = z.object({
  key: z.enum(['margin', 'expenseGrowth', 'cashRunway', 'revenueConcentration', 'dataFreshness']),
  label: z.string(),
  weight: z.number(),
  score: nullableNumber,
  detail: z.string(),
  missing: z.optional(z.object({ message: z.string(), link: z.string() })),
});

/** Spec §3 Financial analysis, plus the figures the screen shows beside it and the analyst that wrote the text. */
export const financialAnalysisSchema = z.object({
  hasData: z.boolean(),
  period: z.object({ from: z.string(), to: z.string(), label: z.string() }),
  revenue: z.number(),
  expenses: z.number(),
  netIncome: z.number(),
  profitMargin: nullableNumber,
  previous: z.object({ revenue: z.number(), expenses: z.number(), netIncome: z.number() }),
  revenueChange: nullableNumber,
  expenseChange: nullableNumber,
  expenseCategories: z.array(expenseCategoryFigureSchema),
  revenueByKind: z.array(
    z.object({ kind: revenueKindSchema, label: z.string(), amount: z.number(), percentage: z.number() }),
  ),
  otherIncome: z.number(),
  topPayer: z.nullable(z.object({ name: z.string(), amount: z.number(), share: z.number() })),
  cash: z.object({
    balance: nullableNumber,
    monthlyBurn: nullableNumber,
    runwayMonths: nullableNumber,
  }),
  latestTransactionDate: nullableString,
  daysSinceLatest: nullableNumber,
  healthScore: nullableNumber,
  healthComponents: z.array(healthComponentSchema),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
  analyst: z.object({ source: z.enum(['built-in', 'openai']), model: nullableString }),
});
export type FinancialAnalysis = z.infer<typeof financialAnalysisSchema>;

/**
 * Spec §7: `{linkUrl?, message?}`. With Plaid configured, `linkUrl` is Plaid's Hosted Link and `linkId` the link the
 * screen then verifies; without it, `message` says bank linking is not configured and what to do instead.
 */
export const connectBankResponseSchema = z.object({
  linkUrl: z.optional(z.string()),
  linkId: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ConnectBankResponse = z.infer<typeof connectBankResponseSchema>;

export const bankLinkStatuses = ['pending', 'connected', 'exited', 'expired'] as const;

/** Where a link stands once the server has asked Plaid; `accounts` once connected. */
export const bankLinkStatusSchema = z.object({
  status: z.enum(bankLinkStatuses),
  institution: nullableString,
  accounts: z.array(bankAccountSchema),
  message: z.string(),
});
export type BankLinkStatus = z.infer<typeof bankLinkStatusSchema>;

/** A link in a path. */
export const bankLinkParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** What one sync changed in the books. */
export const bankSyncOutcomeSchema = z.object({
  imported: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  removed: z.number().check(z.int()),
  /** Plaid holds more than one sync reads: the rest follows in the background. */
  hasMore: z.boolean(),
  lastSyncAt: z.string(),
});
export type BankSyncOutcome = z.infer<typeof bankSyncOutcomeSchema>;
