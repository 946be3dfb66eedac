import * as z from '@shared/zod';
import { pageOf, pageQuerySchema } from './pagination';

/**
 * Who acted: a person, one of the workspace's automations or its assistant, an API key, BizPilot itself, Stripe, a
 * connected provider, or someone not signed in whom nothing names (a refused single sign-on).
 */
export const auditActorTypes = [
  'user',
  'automation',
  'assistant',
  'api_key',
  'system',
  'stripe',
  'provider',
  'anonymous',
] as const;
export const auditActorSchema = z.object({
  type: z.enum(auditActorTypes),
  id: z.string(),
  name: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditTargetSchema = z.object({ type: z.string(), id: z.string(), label: z.string() });
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** `{ field: [before, after] }`, changed fields only; a value is whatever JSON the field holds. */
export const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditResults = ['success', 'denied'] as const;

/** One entry of the log, as the API returns it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Its place in the workspace's chain: 1, 2, 3… with no gaps. */
  seq: z.number(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  target: auditTargetSchema,
  changes: auditChangesSchema,
  /** Fields whose values the reader's role may not see (compensation): their before and after are left out. */
  hiddenFields: z.array(z.string()),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  result: z.enum(auditResults),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Retention: entries expire a year after they were written (the table's TTL), and the screen says so. */
export const AUDIT_RETENTION_DAYS = 365;

const filterText = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** A day and time that exist (2026-02-31 does not): the time read back gives the same calendar day. */
function isRealInstant(value: string): boolean {
  const time = Date.parse(`${value.length === 10 ? `${value}T00:00` : value.replace(/Z$/, '')}Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}
const instantError = 'Use a date (2026-03-01) or a UTC time (2026-03-01T09:30:00Z)';
const instant = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/, { error: instantError }),
      z.refine(isRealInstant, { error: instantError }),
    ),
);

/** The filters of the list and the export: who (actor id), what (action), on what (target), when (from/to, inclusive). */
export const auditFiltersSchema = z.object({
  actor: filterText,
  action: filterText,
  targetType: filterText,
  targetId: filterText,
  from: instant,
  to: instant,
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditListQuerySchema = z.extend(auditFiltersSchema, pageQuerySchema.shape);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditMismatchSchema = z.object({
  seq: z.number(),
  /** `edited`: its content no longer matches its hash; `missing`: it was deleted; `unlinked`: it does not follow the one before. */
  problem: z.enum(['edited', 'missing', 'unlinked']),
});

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  /** Entries read and checked. */
  checked: z.number(),
  firstMismatch: z.nullable(auditMismatchSchema),
  /** Every problem found, in chain order (at most 100). */
  mismatches: z.array(auditMismatchSchema),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
