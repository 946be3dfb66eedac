import type { AuditChanges } from '@shared/schemas/audit';

/** An employee's pay: recorded like any change, shown only to a reader whose role may see compensation. */
const COMPENSATION_FIELDS = new Set(['salary', 'hourlyRate']);

/**
 * What a reader may see of an entry's changes: compensation values are replaced by nulls and the field named in
 * `hiddenFields` (so the screen says 'changed the salary' without the figures) unless `seesCompensation`.
 */
export function visibleChanges(
  changes: AuditChanges,
  seesCompensation: boolean,
): { changes: AuditChanges; hiddenFields: string[] } {
  if (seesCompensation) return { changes, hiddenFields: [] };
  const shown: AuditChanges = {};
  const hiddenFields: string[] = [];
  for (const [field, values] of Object.entries(changes)) {
    if (COMPENSATION_FIELDS.has(field)) {
      hiddenFields.push(field);
      shown[field] = [null, null];
    } else shown[field] = values;
  }
  return { changes: shown, hiddenFields };
}
