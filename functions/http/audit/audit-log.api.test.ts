import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, AuditListQuery } from '@shared/schemas/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../../scripts/testing/audit-log';
import { asWrittenBeforeTheIndexes, legacyPointersOf } from '../../../scripts/testing/legacy-audit-log';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam, signUpEliteOwner, signUpOwner, type Team } from '../../../scripts/testing/teams';
import {
  auditEntryEntity,
  auditHourMarkerEntity,
  auditPointerEntity,
  auditTickEntity,
  seqKey,
} from '../../data/audit/audit-entries';
import type { Member } from '../../platform/auth/members';
import { emptyTally, withCapacityTally } from '../../platform/dynamodb/capacity';
import { db, tableName } from '../../platform/dynamodb/client';
import { newId } from '../../platform/ids';
import { appendAuditEntry, verifyAuditChain } from '../../services/audit/audit-chain';
import { listAuditEntries } from '../../services/audit/audit-read';

const api = await sharedTestApi();

let team: Team;

/** An entry about a task as its service drafts it, appended straight to a chain. */
const taskEntry = (actorId: string, taskId: string, label: string, action = 'task.updated') => ({
  actor: { type: 'user' as const, id: actorId, name: 'Someone' },
  action,
  target: { type: 'task', id: taskId, label },
  changes: {},
  ip: '203.0.113.7',
  userAgent: 'test',
  requestId: newId(),
  result: 'success' as const,
});

/** A workspace known only to its audit chain, its owner, and the labels of what the read service lists to them. */
function chainOnlyWorkspace(name: string) {
  const workspaceId = `ws-${name}-${newId()}`;
  const owner: Member = { userId: 'u-owner', workspaceId, role: 'owner', employeeId: null };
  const labels = async (query: Partial<AuditListQuery>) =>
    (await listAuditEntries(owner, { limit: 50, ...query })).items.map((e) => e.target.label);
  return { workspaceId, owner, labels };
}

/** Tampering as someone with access to the table (not through the app) would: an item removed, a `seq` rewritten. */
const deleteInTable = (Key: Record<string, unknown>) => db().send(new DeleteCommand({ TableName: tableName(), Key }));
const setSeqInTable = (Key: Record<string, unknown>, seq: number) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #seq = :seq',
      ExpressionAttributeNames: { '#seq': 'seq' },
      ExpressionAttributeValues: { ':seq': seq },
    }),
  );

beforeAll(async () => {
  team = await aTeam(api, { tier: 'elite' });
});

describe('the audit log: who may read it', () => {
  it('owners and admins read, export and verify it; managers, members and viewers are refused with 403', async () => {
    for (const role of ['owner', 'admin'] as const) {
      for (const path of ['/api/audit', '/api/audit/verify', '/api/audit/export'])
        expect((await team[role].client.get(path)).status, `${role} ${path}`).toBe(200);
    }
    for (const role of ['manager', 'member', 'viewer'] as const) {
      for (const path of ['/api/audit', '/api/audit/verify', '/api/audit/export']) {
        const res = await team[role].client.get(path);
        expect([res.status, res.body.code], `${role} ${path}`).toEqual([403, 'role_forbidden']);
      }
    }
  });

  it('is refused with 402 naming the Elite plan on Starter and Pro, yet records there, so an upgrade shows the past', async () => {
    const owner = await signUpOwner(api, 'Petra');
    const created = await owner.client.post('/api/tasks', { title: 'Before the upgrade' });
    expect(created.status).toBe(201);
    const starter = await owner.client.get('/api/audit');
    expect([starter.status, starter.body.message]).toEqual([
      402,
      'The audit log is part of the Elite plan; this workspace is on Starter. Upgrade to Elite to use it.',
    ]);
    await upgradeLocally(owner.client, 'pro');
    const pro = await owner.client.get('/api/audit/export');
    expect(pro.status).toBe(402);
    expect(pro.body.message).toContain('this workspace is on Pro');
    await upgradeLocally(owner.client, 'elite');
    const log = await readAuditLog(owner, '?action=task.created');
    expect(log.map((e) => e.target.label)).toEqual(['Before the upgrade']);
  });
});

describe('what an entry says', () => {
  it('names the person, the target, the changed fields, where the request came from, newest first', async () => {
    const { manager, owner } = team;
    const created = await manager.client.request('POST', '/api/tasks', {
      json: { title: 'Order paper', priority: 'low' },
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(
      (await manager.client.patch(`/api/tasks/${id}`, { priority: 'high', title: 'Order paper now' })).status,
    ).toBe(200);
    expect((await manager.client.delete(`/api/tasks/${id}`)).status).toBe(204);

    const log = await readAuditLog(owner, `?targetType=task&targetId=${id}`);
    expect(log.map((e) => e.action)).toEqual(['task.deleted', 'task.updated', 'task.created']);
    const [deleted, updated, made] = log;
    expect(made!.actor).toEqual({ type: 'user', id: manager.user.id, name: 'manager Teammate' });
    expect(made!.userAgent).toBe('AuditTest/1.0');
    expect(made!.ip).toMatch(/\d/);
    expect(made!.requestId).not.toBe('');
    expect(made!.result).toBe('success');
    expect(updated!.changes).toEqual({ title: ['Order paper', 'Order paper now'], priority: ['low', 'high'] });
    expect(deleted!.target).toEqual({ type: 'task', id, label: 'Order paper now' });
    expect(updated!.seq).toBeGreaterThan(made!.seq);
    expect(Date.parse(deleted!.at)).toBeGreaterThanOrEqual(Date.parse(made!.at));
  });

  it('filters by person, action and time, and pages with a cursor', async () => {
    const { admin, member, owner } = team;
    for (const title of ['A1', 'A2', 'A3']) await admin.client.post('/api/tasks', { title });
    await member.client.post('/api/tasks', { title: 'M1' });

    const byAdmin = await readAuditLog(owner, `?actor=${admin.user.id}&action=task.created`);
    expect(byAdmin.map((e) => e.target.label)).toEqual(['A3', 'A2', 'A1']);
    expect(byAdmin.every((e) => e.actor.id === admin.user.id)).toBe(true);

    const first = await owner.client.get(`/api/audit?actor=${admin.user.id}&limit=2`);
    expect(first.body.items.map((e: AuditEntry) => e.target.label)).toEqual(['A3', 'A2']);
    const next = await owner.client.get(
      `/api/audit?actor=${admin.user.id}&limit=2&cursor=${encodeURIComponent(first.body.cursor)}`,
    );
    expect(next.body.items[0].target.label).toBe('A1');

    const future = await readAuditLog(owner, '?from=2999-01-01');
    expect(future).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await readAuditLog(owner, `?from=${today}&to=${today}&action=task.created`);
    expect(todays.map((e) => e.target.label)).toEqual(expect.arrayContaining(['M1', 'A3', 'A2', 'A1']));
    expect((await owner.client.get('/api/audit?from=2026-02-31')).status).toBe(400);
  });

  it('finds a time range in the chain itself: exact to the millisecond, past a deleted entry, pages below it', async () => {
    const { workspaceId, owner, labels } = chainOnlyWorkspace('range');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    for (let n = 1; n <= 30; n++) {
      const action = n % 2 ? 'task.created' : 'task.updated';
      await appendAuditEntry(workspaceId, taskEntry(`u-${n % 3}`, `t-${n}`, `Day ${n}`, action), () => day(n));
    }
    await deleteInTable(auditEntryEntity.keyOf({ workspaceId, seqKey: seqKey(12) }));

    expect(await labels({ from: '2026-01-10', to: '2026-01-14' })).toEqual(['Day 14', 'Day 13', 'Day 11', 'Day 10']);
    expect(await labels({ from: '2026-01-12T12:00:00.001Z', to: '2026-01-13' })).toEqual(['Day 13']);
    expect(await labels({ to: '2026-01-02' })).toEqual(['Day 2', 'Day 1']);
    expect(await labels({ from: '2026-01-29' })).toEqual(['Day 30', 'Day 29']);
    expect(await labels({ from: '2026-01-20', to: '2026-01-10' })).toEqual([]);
    expect(await labels({ from: '2026-01-01', to: '2026-01-09', action: 'task.updated' })).toEqual([
      'Day 8',
      'Day 6',
      'Day 4',
      'Day 2',
    ]);
    const first = await listAuditEntries(owner, { limit: 2, from: '2026-01-20', to: '2026-01-24' });
    expect(first.items.map((e) => e.target.label)).toEqual(['Day 24', 'Day 23']);
    const rest = await labels({ limit: 50, from: '2026-01-20', to: '2026-01-24', cursor: first.cursor ?? undefined });
    expect(rest).toEqual(['Day 22', 'Day 21', 'Day 20']);
  });

  it('starts a time range from the hour markers: the same few reads at any depth, right past a missing marker', async () => {
    const { workspaceId, owner } = chainOnlyWorkspace('hours');
    // 6 entries an hour, 10 minutes apart, over 40 hours: a marker per hour, on each hour's first entry.
    const at = (i: number) => new Date(Date.UTC(2026, 2, 1) + i * 10 * 60_000);
    for (let i = 0; i < 240; i++) {
      await appendAuditEntry(workspaceId, taskEntry('u-1', `t-${i}`, `Entry ${i}`), () => at(i));
    }
    const markers = await auditHourMarkerEntity.queryAll({ workspaceId });
    expect(markers).toHaveLength(40);
    expect(markers[5]).toMatchObject({ hour: '2026-03-01T05', at: at(30).toISOString() });
    // A writer stopped between an entry and its marker: that hour's search runs between its neighbours' markers.
    await deleteInTable(auditHourMarkerEntity.keyOf({ workspaceId, hour: '2026-03-01T20' }));
    const page = async (from: string, to: string) => {
      const tally = emptyTally();
      const { items } = await withCapacityTally(tally, () => listAuditEntries(owner, { limit: 50, from, to }));
      return { labels: items.map((e) => e.target.label), calls: tally.tableCalls };
    };
    const early = await page('2026-03-01T03:15:00.000Z', '2026-03-01T03:40:00.000Z');
    expect(early.labels).toEqual(['Entry 22', 'Entry 21', 'Entry 20']);
    const late = await page('2026-03-02T14:00:00.000Z', '2026-03-02T14:20:00.000Z');
    expect(late.labels).toEqual(['Entry 230', 'Entry 229', 'Entry 228']);
    // Deep in the log or near its start, a bounded few reads: 2 hour markers, 2 ticks a bound, a window each, the page.
    expect(Math.max(early.calls, late.calls)).toBeLessThanOrEqual(9);
    const acrossTheGap = await page('2026-03-01T20:15:00.000Z', '2026-03-01T20:35:00.000Z');
    expect(acrossTheGap.labels).toEqual(['Entry 123', 'Entry 122']);

    // The markers are an index beside the chain: one that does not name its hour's first entry is reported.
    const clean = await verifyAuditChain(workspaceId);
    expect(clean.problems).toEqual([]);
    await setSeqInTable(auditHourMarkerEntity.keyOf({ workspaceId, hour: '2026-03-01T05' }), 33);
    expect((await verifyAuditChain(workspaceId)).problems).toEqual([{ seq: 33, problem: 'edited' }]);
  });

  it('brackets a bound between ticks in a busy hour: one read of at most 24 entries, exact, and a tick verified', async () => {
    const { workspaceId, owner } = chainOnlyWorkspace('ticks');
    // 250 entries in one hour, unevenly: a burst a millisecond apart, a quiet half hour, then another burst.
    const at = (i: number) => new Date(Date.UTC(2026, 4, 1, 9) + (i < 120 ? i : 30 * 60_000 + i));
    for (let i = 0; i < 250; i++) {
      await appendAuditEntry(workspaceId, taskEntry('u-1', `t-${i}`, `Entry ${i}`), () => at(i));
    }
    const ticks = await auditTickEntity.queryAll({ workspaceId });
    // Every 25th entry (entry i has seq i + 1).
    expect(ticks.map((tick) => tick.seq)).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250]);
    expect(ticks[3]).toEqual({ seq: 100, at: at(99).toISOString() });
    const tally = emptyTally();
    const { items } = await withCapacityTally(tally, () =>
      listAuditEntries(owner, { limit: 50, from: at(150).toISOString(), to: at(154).toISOString() }),
    );
    expect(items.map((e) => e.target.label)).toEqual(['Entry 154', 'Entry 153', 'Entry 152', 'Entry 151', 'Entry 150']);
    // Per bound: 2 ticks and a window (the hour's 2 markers read once for both), then the page.
    expect(tally.tableCalls).toBeLessThanOrEqual(9);

    expect((await verifyAuditChain(workspaceId)).problems).toEqual([]);
    await setSeqInTable(auditTickEntity.keyOf({ workspaceId, at: at(199).toISOString(), seqKey: seqKey(200) }), 170);
    expect((await verifyAuditChain(workspaceId)).problems).toEqual([{ seq: 170, problem: 'edited' }]);
  });

  it('finds the entries of a log written before the indexes by their pointers, after the newer ones, page by page', async () => {
    const { workspaceId, owner, labels } = chainOnlyWorkspace('legacy');
    const draft = (actorId: string, targetId: string) => taskEntry(actorId, targetId, `Task ${targetId}`);
    const older = [];
    for (const [actor, target] of [
      ['u-1', 't-1'],
      ['u-1', 't-2'],
      ['u-2', 't-9'],
      ['u-1', 't-3'],
    ] as const) {
      older.push(await appendAuditEntry(workspaceId, draft(actor, target)));
    }
    for (const entry of older) await asWrittenBeforeTheIndexes(workspaceId, entry);
    // A writer in another process built seq 2 too, put its pointers beside it, and lost the seq to the one above.
    const lost = { ...older[1]!, ...draft('u-3', 't-8'), at: new Date(Date.parse(older[1]!.at) + 1).toISOString() };
    await auditPointerEntity.putMany(legacyPointersOf(workspaceId, lost));
    await appendAuditEntry(workspaceId, draft('u-1', 't-4'));
    await appendAuditEntry(workspaceId, draft('u-1', 't-5'));

    const everyPage: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listAuditEntries(owner, { limit: 2, actor: 'u-1', cursor });
      everyPage.push(page.items.map((e) => e.target.label));
      cursor = page.cursor ?? undefined;
    } while (cursor && everyPage.length < 10);
    expect(everyPage.flat()).toEqual(['Task t-5', 'Task t-4', 'Task t-3', 'Task t-2', 'Task t-1']);
    expect(everyPage.every((page) => page.length <= 2)).toBe(true);
    expect(await labels({ targetType: 'task', targetId: 't-9' })).toEqual(['Task t-9']);
    expect(await labels({ actor: 'u-3' })).toEqual([]);
    expect(await labels({ targetType: 'task', targetId: 't-8' })).toEqual([]);
    // The old entries have no index keys, as before the indexes: that is not tampering.
    expect((await verifyAuditChain(workspaceId)).problems).toEqual([]);
  });

  it('records a refused write as denied, with who tried and what they were refused', async () => {
    const { viewer, owner } = team;
    const refused = await viewer.client.post('/api/tasks', { title: 'Not allowed' });
    expect(refused.status).toBe(403);
    const [denied] = await readAuditLog(owner, `?actor=${viewer.user.id}`);
    expect(denied).toMatchObject({
      action: 'request.denied',
      result: 'denied',
      actor: { type: 'user', id: viewer.user.id },
      target: { type: 'route', id: 'createTask', label: 'Your role (Viewer) cannot create or change tasks' },
    });
  });
});

describe('export', () => {
  it('is a CSV of the filtered entries with formula cells neutralised, and is itself recorded', async () => {
    const { owner, admin } = team;
    await admin.client.post('/api/tasks', { title: '=HYPERLINK("http://evil.example")' });
    const res = await owner.client.get(`/api/audit/export?actor=${admin.user.id}&action=task.created`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toContain('Time (UTC),Actor type,Actor ID,Actor,Action');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines.slice(1).every((line) => line.includes('task.created'))).toBe(true);
    const [exported] = await readAuditLog(owner, '?action=audit.exported');
    expect(exported!.actor.id).toBe(owner.user.id);
    expect(exported!.changes).toEqual({ rows: [null, lines.length - 1] });
  });
});

describe('tamper evidence', () => {
  it('verifies an untouched chain, and reports an entry edited and another deleted straight in the table', async () => {
    const owner = await signUpEliteOwner(api, 'Tamsin');
    for (const title of ['one', 'two', 'three', 'four', 'five']) await owner.client.post('/api/tasks', { title });
    const clean = await owner.client.get('/api/audit/verify');
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ ok: true, firstMismatch: null, mismatches: [] });
    const checked = clean.body.checked;
    expect(checked).toBeGreaterThanOrEqual(5);

    const log = await readAuditLog(owner, '?action=task.created');
    const edited = log.find((e) => e.target.label === 'two')!;
    const deleted = log.find((e) => e.target.label === 'four')!;
    const key = (seq: number) => auditEntryEntity.keyOf({ workspaceId: owner.workspaceId, seqKey: seqKey(seq) });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(edited.seq),
        UpdateExpression: 'SET #target.#label = :label',
        ExpressionAttributeNames: { '#target': 'target', '#label': 'label' },
        ExpressionAttributeValues: { ':label': 'two (edited)' },
      }),
    );
    await deleteInTable(key(deleted.seq));

    const report = await owner.client.get('/api/audit/verify');
    expect(report.body.ok).toBe(false);
    expect(report.body.firstMismatch).toEqual({ seq: edited.seq, problem: 'edited' });
    expect(report.body.mismatches).toEqual([
      { seq: edited.seq, problem: 'edited' },
      { seq: deleted.seq, problem: 'missing' },
    ]);
    expect(report.body.checked).toBe(checked - 1);
  });

  it("reports an entry taken out of its person's list, or out of every list, straight in the table", async () => {
    const { workspaceId, owner, labels } = chainOnlyWorkspace('unlisted');
    const entries = [];
    for (const id of ['t-1', 't-2', 't-3']) entries.push(await appendAuditEntry(workspaceId, taskEntry('u-1', id, id)));
    const key = (seq: number) => auditEntryEntity.keyOf({ workspaceId, seqKey: seqKey(seq) });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(entries[1]!.seq),
        UpdateExpression: 'SET gsi1pk = :someoneElse',
        ExpressionAttributeValues: { ':someoneElse': `AUDIT#${workspaceId}#A#u-2` },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(entries[2]!.seq),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      }),
    );
    // Hidden from the list by person, though the chain still holds both unchanged.
    expect(await labels({ actor: 'u-1' })).toEqual(['t-1']);
    expect((await listAuditEntries(owner, { limit: 50 })).items.map((e) => e.target.label)).toEqual([
      't-3',
      't-2',
      't-1',
    ]);
    expect((await verifyAuditChain(workspaceId)).problems).toEqual([
      { seq: entries[1]!.seq, problem: 'edited' },
      { seq: entries[2]!.seq, problem: 'edited' },
    ]);
  });
});

describe('isolation', () => {
  it("one workspace never sees another's entries, nor reads them with the other's cursor", async () => {
    const other = await signUpEliteOwner(api, 'Ines');
    await other.client.post('/api/tasks', { title: 'Only mine' });
    const theirs = await readAuditLog(other);
    expect(theirs.some((e) => e.target.label === 'Only mine')).toBe(true);
    const ours = await readAuditLog(team.owner, '?limit=200');
    expect(ours.some((e) => e.target.label === 'Only mine')).toBe(false);
    expect(theirs.some((e) => [team.owner, team.admin].some((p) => p.user.id === e.actor.id))).toBe(false);
    const page = await team.owner.client.get('/api/audit?limit=1');
    const foreign = await other.client.get(`/api/audit?limit=1&cursor=${encodeURIComponent(page.body.cursor)}`);
    expect(foreign.status).toBe(400);
    // A page by person: its cursor names a place in that person's list, in this workspace's log only.
    const byPerson = await team.owner.client.get(`/api/audit?limit=1&actor=${team.owner.user.id}`);
    expect(byPerson.body.cursor).toEqual(expect.any(String));
    const foreignList = await other.client.get(
      `/api/audit?limit=1&actor=${team.owner.user.id}&cursor=${encodeURIComponent(byPerson.body.cursor)}`,
    );
    expect(foreignList.status).toBe(400);
    const verify = await other.client.get('/api/audit/verify');
    expect(verify.body.ok).toBe(true);
  });
});
