import type { AuditVerification } from '@shared/schemas/audit';

const PROBLEMS = {
  edited: 'was changed after it was written',
  missing: 'was deleted',
  unlinked: 'does not follow the entry before it',
} as const;

/** 'Log verified: 12,408 entries, no gaps', or the first mismatch in words. */
export function verificationSentence(check: AuditVerification): string {
  const count = check.checked.toLocaleString('en-US');
  if (check.ok || !check.firstMismatch)
    return `Log verified: ${count} ${check.checked === 1 ? 'entry' : 'entries'}, no gaps`;
  const { seq, problem } = check.firstMismatch;
  const more = check.mismatches.length > 1 ? ` (${check.mismatches.length} problems found)` : '';
  return `Log check failed: entry #${seq.toLocaleString('en-US')} ${PROBLEMS[problem]}${more}`;
}
