import type { AuditEntry } from '@shared/schemas/audit';
import { type CsvColumn, csvDocument } from '../workspace/csv';

/** How the export names an entry's actor: as stored, except the product itself under the workspace's own brand. */
export interface ActorNaming {
  /** The name of the `system` actor, stored as the product's name when the entry was written. */
  systemName: string;
}

const columnsFor = ({ systemName }: ActorNaming): CsvColumn<AuditEntry>[] => [
  { header: 'Time (UTC)', value: (e) => e.at },
  { header: 'Actor type', value: (e) => e.actor.type },
  { header: 'Actor ID', value: (e) => e.actor.id },
  { header: 'Actor', value: (e) => (e.actor.type === 'system' ? systemName : e.actor.name) },
  { header: 'Action', value: (e) => e.action },
  { header: 'Target type', value: (e) => e.target.type },
  { header: 'Target ID', value: (e) => e.target.id },
  { header: 'Target', value: (e) => e.target.label },
  { header: 'Changes', value: (e) => JSON.stringify(e.changes) },
  { header: 'Hidden fields', value: (e) => e.hiddenFields.join(' ') },
  { header: 'Result', value: (e) => e.result },
  { header: 'IP', value: (e) => e.ip },
  { header: 'User agent', value: (e) => e.userAgent },
  { header: 'Request ID', value: (e) => e.requestId },
  { header: 'Seq', value: (e) => e.seq },
  { header: 'Entry ID', value: (e) => e.id },
];

/**
 * One row per entry, `changes` as JSON; text cells are formula-safe (`csvDocument`). The stored actor name is part of
 * the entry's hash, so a white-labelled workspace's export renames the system actor here instead of in the log.
 */
export function auditCsv(entries: Iterable<AuditEntry>, naming: ActorNaming): string {
  return csvDocument(columnsFor(naming), entries);
}
