import type { AuditChanges } from '@shared/schemas/audit';
import { canonicalJson } from './canonical-json';

/**
 * Field names that can only hold a secret. An entry never carries one (a password, token, API key, credential,
 * session id or cookie): services pass only the fields a person changed, and this is the last line before storage.
 */
const SECRET_FIELD = /pass(word|phrase)|token|secret|api_?key|credential|session|cookie|authorization|private_?key/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/**
 * `{ field: [before, after] }` for the fields whose values differ (compared as JSON, so arrays and objects compare by
 * content), secret fields left out. `fields` limits the comparison to what a person can change.
 */
export function changedFields<T extends object>(
  before: T | undefined | null,
  after: T | undefined | null,
  fields?: readonly (keyof T & string)[],
): AuditChanges {
  const names = fields ?? [
    ...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})] as (keyof T & string)[]),
  ];
  const changes: AuditChanges = {};
  for (const name of names) {
    if (isSecretField(name)) continue;
    const was = before?.[name] ?? null;
    const now = after?.[name] ?? null;
    if (canonicalJson(was) !== canonicalJson(now)) changes[name] = [was, now];
  }
  return changes;
}

/** The changes as given, without secret fields and with `undefined` as `null` (what storage and hashing keep). */
export function storableChanges(changes: AuditChanges): AuditChanges {
  const kept: AuditChanges = {};
  for (const [name, [was, now]] of Object.entries(changes)) {
    if (!isSecretField(name)) kept[name] = [was ?? null, now ?? null];
  }
  return kept;
}
