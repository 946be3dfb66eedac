/**
 * A bank sync's change log (Plaid's `/transactions/sync`: added, modified, removed, read over several pages) folded
 * into what the books must end up with: each transaction's last version, and the ids to take out. The log is in
 * order per transaction (added before modified before removed), so a transaction added and changed within one
 * sync is imported once, in its changed form, and one added and removed within it never reaches the books.
 */
export interface SyncChanges<T extends { externalId: string }> {
  added: readonly T[];
  modified: readonly T[];
  removed: readonly string[];
}

export interface FoldedChanges<T> {
  /** The version of each transaction to have in the books, by id. */
  upserts: Map<string, T>;
  /** Ids whose stored version (from an earlier sync), if any, leaves the books. */
  replacedOrRemoved: Set<string>;
  /** Ids removed for good. */
  removed: Set<string>;
}

export function foldSyncChanges<T extends { externalId: string }>(changes: SyncChanges<T>): FoldedChanges<T> {
  const upserts = new Map<string, T>();
  const replacedOrRemoved = new Set<string>();
  const removed = new Set<string>();
  for (const t of changes.added) upserts.set(t.externalId, t);
  for (const t of changes.modified) {
    upserts.set(t.externalId, t);
    replacedOrRemoved.add(t.externalId);
  }
  for (const id of changes.removed) {
    upserts.delete(id);
    replacedOrRemoved.add(id);
    removed.add(id);
  }
  return { upserts, replacedOrRemoved, removed };
}
