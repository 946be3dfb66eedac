import { createHash } from 'node:crypto';
import { AUDIT_RETENTION_DAYS } from '@shared/schemas/audit';
import {
  AUDIT_TICK_EVERY,
  type AuditEntryRecord,
  type AuditPointer,
  auditEntryEntity,
  auditHourMarkerEntity,
  auditIndexKeys,
  auditTickEntity,
  chainPage,
  hourOf,
  lastAuditEntry,
  seqKey,
  storedAuditEntryV1,
} from '../../data/audit/audit-entries';
import { canonicalJson } from '../../domain/audit/canonical-json';
import { type ChainProblem, GENESIS_HASH, linkProblems } from '../../domain/audit/chain-check';
import { isExpired, nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { newId } from '../../platform/ids';
import { perContext } from '../../platform/runtime-context';

/** An entry before the chain places it: everything but its id, seq, time and hashes. */
export type AuditDraft = Omit<AuditEntryRecord, 'id' | 'seq' | 'at' | 'prevHash' | 'prevAt' | 'hash'>;

const RETENTION_SECONDS = AUDIT_RETENTION_DAYS * 24 * 60 * 60;
const MAX_ATTEMPTS = 12;

export function entryHash(entry: Omit<AuditEntryRecord, 'hash'>): string {
  const { id, seq, at, actor, action, target, changes, ip, userAgent, requestId, result, prevHash, prevAt } = entry;
  const content = { id, seq, at, actor, action, target, changes, ip, userAgent, requestId, result, prevHash, prevAt };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** Where each workspace's chain ends, as this process last wrote it: most appends then need no read first. */
const lastWritten = perContext(() => new Map<string, AuditEntryRecord>());
/** The placing of the latest entry per workspace: the next one waits for it. */
const tails = new Map<string, Promise<void>>();

/**
 * Appends an entry to the workspace's chain, and resolves only once it is stored: callers await it before answering,
 * so an acknowledged change always has its entry. One PutItem: the entry carries its own index keys (by actor, by
 * target), so it is found by who or what from the moment it exists. In this process entries are placed one at a
 * time per workspace (only that PutItem is inside the queue); another process appending at the same time makes the
 * conditional put fail, and the loser re-reads the tail and tries the next seq.
 */
export async function appendAuditEntry(
  workspaceId: string,
  draft: AuditDraft,
  now = () => new Date(),
): Promise<AuditEntryRecord> {
  const previous = tails.get(workspaceId) ?? Promise.resolve();
  const placed = previous.then(() => place(workspaceId, draft, now));
  const tail: Promise<void> = placed.then(
    () => forget(),
    () => forget(),
  );
  function forget() {
    if (tails.get(workspaceId) === tail) tails.delete(workspaceId);
  }
  tails.set(workspaceId, tail);
  const entry = await placed;
  await writeTimeMarks(workspaceId, entry);
  return entry;
}

async function place(workspaceId: string, draft: AuditDraft, now: () => Date): Promise<AuditEntryRecord> {
  let last = lastWritten().get(workspaceId) ?? (await lastAuditEntry(workspaceId));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const clock = now().toISOString();
    // Time never runs backwards along the chain, so seq order and time order agree for every filter.
    const at = last && last.at > clock ? last.at : clock;
    const unhashed = {
      ...draft,
      id: newId(),
      seq: (last?.seq ?? 0) + 1,
      at,
      prevHash: last?.hash ?? GENESIS_HASH,
      prevAt: last?.at ?? null,
    };
    const entry: AuditEntryRecord = { ...unhashed, hash: entryHash(unhashed) };
    const expiresAt = nowEpochSeconds(new Date(at)) + RETENTION_SECONDS;
    if (await auditEntryEntity.create({ workspaceId, seqKey: seqKey(entry.seq), ...entry }, { expiresAt })) {
      lastWritten().set(workspaceId, entry);
      return entry;
    }
    // Another process took that seq: wait a moment (longer each time), then build on what it wrote.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    last = await lastAuditEntry(workspaceId);
  }
  lastWritten().delete(workspaceId);
  throw new Error(`Could not append to the audit log of ${workspaceId}: too many concurrent writers`);
}

/**
 * Whether a pointer of a log written before the indexes names the entry stored at its seq: one put beside an entry
 * that lost its seq to another writer names someone else's entry there (another time, actor, action or target), and
 * is skipped.
 */
export function pointsAt(pointer: AuditPointer, entry: AuditEntryRecord): boolean {
  return (
    entry.at === pointer.at &&
    entry.actor.id === pointer.actorId &&
    entry.action === pointer.action &&
    entry.target.type === pointer.targetType &&
    entry.target.id === pointer.targetId
  );
}

/**
 * The time-range search's marks: the hour marker of the first entry of an hour (its predecessor is of an earlier
 * one), and the tick of every `AUDIT_TICK_EVERY`th entry.
 */
async function writeTimeMarks(workspaceId: string, entry: AuditEntryRecord): Promise<void> {
  const expiresAt = nowEpochSeconds(new Date(entry.at)) + RETENTION_SECONDS;
  const { seq, at } = entry;
  await Promise.all([
    firstOfItsHour(entry) && auditHourMarkerEntity.create({ workspaceId, hour: hourOf(at), seq, at }, { expiresAt }),
    isTick(entry) && auditTickEntity.create({ workspaceId, seqKey: seqKey(seq), seq, at }, { expiresAt }),
  ]);
}

/** Whether an entry has a tick: the ticks a chain must have. */
export const isTick = (entry: { seq: number }): boolean => entry.seq % AUDIT_TICK_EVERY === 0;

/** Whether an entry is the first of its hour, given the one before it: the markers the chain must have. */
export const firstOfItsHour = (entry: { at: string; prevAt: string | null }): boolean =>
  entry.prevAt === null || hourOf(entry.prevAt) !== hourOf(entry.at);

/** The pointer lists of a log written before the indexes: by actor and by target. */
export const actorLookup = (id: string) => `A#${id}`;
export const targetLookup = (type: string, id: string) => `G#${type}#${id}`;

/**
 * Whether an entry's index keys are the ones its content gives: an entry whose keys were edited or removed by hand is
 * left out of the lists by its actor or target (or shows in another's) though the chain still holds it.
 */
function listedAsWritten(
  workspaceId: string,
  item: Record<string, unknown>,
  entry: AuditEntryRecord,
): 'as written' | 'wrongly' | 'unlisted' {
  const keys = Object.entries(auditIndexKeys(workspaceId, entry));
  if (keys.every(([name]) => item[name] === undefined)) return 'unlisted';
  return keys.every(([name, value]) => item[name] === value) ? 'as written' : 'wrongly';
}

const MAX_REPORTED = 100;
const VERIFY_PAGE = 500;

/**
 * Reads the whole chain oldest first, recomputing every hash and checking every link (`linkProblems`), then checks
 * the hour markers and ticks against it: a marker that does not name the first entry of its hour, or a tick that
 * does not name a ticked entry as it was written (edited, or put there by hand), would start time-range searches in
 * the wrong place, and is reported as `edited` at the seq it names. Expired entries, markers and ticks are skipped as
 * the TTL would have removed them.
 */
export async function verifyAuditChain(
  workspaceId: string,
  now = new Date(),
): Promise<{ checked: number; problems: ChainProblem[] }> {
  const expiredBefore = new Date(now.getTime() - RETENTION_SECONDS * 1000).toISOString();
  const problems: ChainProblem[] = [];
  const firstOfHour = new Map<string, { seq: number; at: string }>();
  const ticked = new Map<number, string>();
  let checked = 0;
  let indexed = false;
  let previous: Parameters<typeof linkProblems>[0];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await chainPage(workspaceId, start, VERIFY_PAGE);
    for (const { seq, item } of page.items) {
      if (isExpired(item, now)) continue;
      checked += 1;
      const parsed = storedAuditEntryV1.safeParse(item);
      // An item no longer in the stored shape was edited by hand; the chain goes on from what its key says.
      const link = parsed.success
        ? { ...parsed.data, contentHash: entryHash(parsed.data) }
        : { seq, hash: '', prevHash: '', prevAt: null, contentHash: 'unreadable' };
      const found = linkProblems(previous, { ...link, seq }, expiredBefore);
      if (parsed.success) {
        const listed = listedAsWritten(workspaceId, item, parsed.data);
        // Before the first entry with index keys the log was written with pointers; from it on, every entry has them.
        indexed ||= listed !== 'unlisted';
        const misfiled = listed === 'wrongly' || (indexed && listed === 'unlisted');
        if (misfiled && !found.some((problem) => problem.seq === seq)) found.push({ seq, problem: 'edited' });
      }
      if (problems.length < MAX_REPORTED) problems.push(...found);
      if (parsed.success && firstOfItsHour(parsed.data)) firstOfHour.set(hourOf(parsed.data.at), parsed.data);
      if (parsed.success && isTick(parsed.data)) ticked.set(parsed.data.seq, parsed.data.at);
      previous = { ...link, seq };
    }
    start = page.next;
  } while (start);
  for (const marker of await auditHourMarkerEntity.queryAll({ workspaceId })) {
    const first = firstOfHour.get(marker.hour);
    if (first?.seq !== marker.seq || first.at !== marker.at) problems.push({ seq: marker.seq, problem: 'edited' });
  }
  for (const tick of await auditTickEntity.queryAll({ workspaceId })) {
    if (ticked.get(tick.seq) !== tick.at) problems.push({ seq: tick.seq, problem: 'edited' });
  }
  return { checked, problems: problems.slice(0, MAX_REPORTED) };
}
