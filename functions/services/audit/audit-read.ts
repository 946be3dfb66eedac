import { can } from '@shared/access/roles';
import type { AuditEntry, AuditFilters, AuditListQuery, AuditPage } from '@shared/schemas/audit';
import {
  type AuditPointer,
  actorList,
  auditEntryEntity,
  auditPointerEntity,
  entriesInList,
  entriesNewestFirst,
  isListCursor,
  listedInIndexes,
  seqKey,
  storedAuditEntryV1,
  targetList,
} from '../../data/audit/audit-entries';
import { brandNameOf } from '../../data/branding/brand-in-force';
import { auditCsv } from '../../domain/audit/audit-csv';
import { visibleChanges } from '../../domain/audit/visible-changes';
import type { Member } from '../../platform/auth/members';
import { getItems } from '../../platform/dynamodb/entity';
import { isExpired } from '../../platform/dynamodb/expiry';
import { systemActor } from './audit-actor';
import { actorLookup, pointsAt, targetLookup } from './audit-chain';
import { recordAudit } from './audit-log';
import { seqRange } from './audit-time-range';

/**
 * The list a filter reads (the most selective the filters name: a target, then a person), and what is left for a
 * Query filter on it; none when the filters name neither a person nor a target: the chain itself is then read.
 */
function plan(workspaceId: string, filters: AuditFilters) {
  const { actor, action, targetType, targetId } = filters;
  if (targetType && targetId) {
    return {
      list: targetList(workspaceId, targetType, targetId),
      lookup: targetLookup(targetType, targetId),
      where: { actorId: actor, action },
    };
  }
  if (actor) {
    return { list: actorList(workspaceId, actor), lookup: actorLookup(actor), where: { action, targetType, targetId } };
  }
  return undefined;
}

/**
 * A filter's bound as entries store time (`2026-03-01T09:30:00.000Z`): a bare date is the start of that day for
 * `from` and its last millisecond for `to`, so both ends are inclusive.
 */
function keyTime(value: string | undefined, end: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  if (value.length === 10) return `${value}T${end === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`;
  return new Date(`${value.replace(/Z$/, '')}Z`).toISOString();
}

const defined = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * One page, newest first: the matching entries of a list (by actor or target) or of the chain. A list's page that
 * reaches the list's end goes on into the pointer items of a log written before the indexes (entries without index
 * keys only), so an older log is found by who or what too until those expire.
 */
export async function listAuditEntries(member: Member, query: AuditListQuery): Promise<AuditPage> {
  const { workspaceId } = member;
  const planned = plan(workspaceId, query);
  const from = keyTime(query.from, 'from');
  const to = keyTime(query.to, 'to');
  let raw: Array<Record<string, unknown> | undefined> = [];
  /** From the pointer items, the pointer each entry was found by. */
  let foundBy: Array<AuditPointer | undefined> = [];
  let cursor: string | undefined;
  if (planned) {
    const { list, lookup, where } = planned;
    const inPointers = query.cursor !== undefined && !isListCursor(query.cursor);
    if (!inPointers) {
      const page = await entriesInList(workspaceId, list, {
        from,
        to,
        limit: query.limit,
        cursor: query.cursor,
        ...defined(where),
      });
      raw = page.items;
      foundBy = raw.map(() => undefined);
      cursor = page.cursor;
    }
    if (!cursor && raw.length < query.limit) {
      const page = await auditPointerEntity.query(
        { workspaceId, lookup },
        {
          newestFirst: true,
          limit: query.limit - raw.length,
          cursor: inPointers ? query.cursor : undefined,
          from: from === undefined ? undefined : { at: from },
          to: to === undefined ? undefined : { at: to },
          where: defined(where),
        },
      );
      const entries = await getItems(
        page.items.map((pointer) => auditEntryEntity.keyOf({ workspaceId, seqKey: seqKey(pointer.seq) })),
      );
      // An entry with index keys was in the list already.
      for (const [i, entry] of entries.entries()) {
        if (entry && listedInIndexes(entry)) continue;
        raw.push(entry);
        foundBy.push(page.items[i]);
      }
      cursor = page.cursor;
    }
  } else {
    // A later page starts below its cursor, so only the range's lower end still needs finding.
    const seqs = await seqRange(workspaceId, from, query.cursor === undefined ? to : undefined);
    const page = await entriesNewestFirst(workspaceId, seqs, {
      limit: query.limit,
      cursor: query.cursor,
      ...defined({ action: query.action, targetType: query.targetType, targetId: query.targetId }),
    });
    raw = page.items;
    cursor = page.cursor;
  }
  const seesCompensation = can(member.role, 'compensation.view');
  const items: AuditEntry[] = [];
  for (const [i, item] of raw.entries()) {
    // An entry edited out of shape or deleted by hand is left out here; the verification names it.
    const parsed = item && !isExpired(item) ? storedAuditEntryV1.safeParse(item) : undefined;
    const pointer = foundBy[i];
    if (!parsed?.success || (pointer && !pointsAt(pointer, parsed.data))) continue;
    const { prevHash: _prev, prevAt: _at, hash: _hash, ...entry } = parsed.data;
    items.push({ ...entry, ...visibleChanges(entry.changes as AuditEntry['changes'], seesCompensation) });
  }
  return { items, cursor: cursor ?? null };
}

/** Rows an export holds at most (the newest that match): an API answer stays under Lambda's 6 MB. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** The matching entries as CSV, newest first; the export is then on the log itself before the file is answered. */
export async function exportAuditEntries(member: Member, filters: AuditFilters, now = new Date()) {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAuditEntries(member, { ...filters, limit: 200, cursor });
    entries.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor && entries.length < AUDIT_EXPORT_MAX_ROWS);
  const rows = entries.slice(0, AUDIT_EXPORT_MAX_ROWS);
  await recordAudit(member.workspaceId, {
    action: 'audit.exported',
    target: { type: 'audit_log', id: member.workspaceId, label: 'the audit log' },
    changes: { rows: [null, rows.length] },
  });
  // A white-labelled workspace's file names no product: what the product did on its own is the 'System's.
  const { hideBizPilotName } = await brandNameOf(member.workspaceId);
  const systemName = hideBizPilotName ? 'System' : systemActor.name;
  return { fileName: `audit-log-${now.toISOString().slice(0, 10)}.csv`, body: auditCsv(rows, { systemName }) };
}
