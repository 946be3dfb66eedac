import { categoryRuleSchema } from '@shared/schemas/finance/transactions';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * 'Always categorise "<merchant>" as <category>': one rule per merchant (keyed by `merchantKey`), so a new rule for
 * a merchant replaces the old one.
 */
export const categoryRuleRecordSchema = z.extend(
  z.pick(categoryRuleSchema, { id: true, merchant: true, category: true, revenueKind: true, createdAt: true }),
  { merchantKey: z.string() },
);
export type CategoryRuleRecord = z.infer<typeof categoryRuleRecordSchema>;

export const categoryRuleEntity = defineWorkspaceEntity(
  'CategoryRule',
  categoryRuleRecordSchema,
  'CATRULE#{merchantKey}',
);
