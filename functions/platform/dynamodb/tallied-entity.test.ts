import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { describe, expect, it, vi } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { db } from './client';
import { defineWorkspaceEntity } from './entity';
import { talliedEntity } from './tallied-entity';

await startedForThisFile(startTestTable());

const notes = defineWorkspaceEntity('TallyNote', z.object({ id: z.string(), kind: z.string() }), 'TALLYNOTE#{id}');
const counted = talliedEntity(notes, {
  counterKey: 'COUNTER#TALLYNOTES',
  tally: (n) => ({ [n.kind]: 1 }),
  reads: ['kind'],
});

describe('talliedEntity: the counter made on first read', () => {
  it('counts a partition without a counter once, however many requests find it missing at the same moment', async () => {
    const workspaceId = 'ws-burst';
    // Written before any counter exists (a workspace from before the counter, or seeded past it): none is made.
    for (let i = 0; i < 30; i++) await counted.create({ workspaceId, id: `n${i}`, kind: i % 3 ? 'open' : 'done' });
    const send = vi.spyOn(db(), 'send');
    // A burst of list requests, each finding no counter (what each read in its BatchGetItem).
    const answers = await Promise.all(Array.from({ length: 8 }, () => counted.countsIn({ workspaceId }, undefined)));
    for (const counts of answers) expect(counts).toEqual({ open: 20, done: 10 });
    const commands = send.mock.calls.map(([command]) => command);
    // One count: the partition read once and one counter stored, not one of each per request.
    expect(commands.filter((c) => c instanceof QueryCommand)).toHaveLength(1);
    expect(commands.filter((c) => c instanceof PutCommand)).toHaveLength(1);
    send.mockRestore();
  });
});

describe('talliedEntity: writes whose condition pins what the tally reads', () => {
  it('move the counts by what changed without reading the item first, and nothing when the condition fails', async () => {
    const workspaceId = 'ws-pinned';
    await counted.create({ workspaceId, id: 'a', kind: 'open' });
    await counted.create({ workspaceId, id: 'b', kind: 'open' });
    expect(await counted.counts({ workspaceId })).toEqual({ open: 2 });

    const send = vi.spyOn(db(), 'send');
    expect(await counted.update({ workspaceId, id: 'a' }, { kind: 'done' }, { if: { kind: 'open' } })).toEqual({
      id: 'a',
      kind: 'done',
    });
    // The condition no longer holds: no change, and the counts stay.
    expect(await counted.update({ workspaceId, id: 'a' }, { kind: 'late' }, { if: { kind: 'open' } })).toBeUndefined();
    expect(await counted.delete({ workspaceId, id: 'b' }, { if: { kind: 'done' } })).toBe(false);
    expect(await counted.delete({ workspaceId, id: 'b' }, { if: { kind: 'open' } })).toBe(true);
    const names = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(names).not.toContain('GetCommand');
    expect(await counted.counts({ workspaceId })).toEqual({ open: 0, done: 1 });
  });
});

describe('talliedEntity: take', () => {
  it('deletes the item, answers it as it was and counts it off, in one call without a read; a missing one is undefined', async () => {
    const workspaceId = 'ws-take';
    await counted.create({ workspaceId, id: 'a', kind: 'open' });
    await counted.create({ workspaceId, id: 'b', kind: 'done' });
    expect(await counted.counts({ workspaceId })).toEqual({ open: 1, done: 1 });

    const send = vi.spyOn(db(), 'send');
    expect(await counted.take({ workspaceId, id: 'b' })).toEqual({ id: 'b', kind: 'done' });
    expect(await counted.take({ workspaceId, id: 'b' })).toBeUndefined();
    const names = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    // Two deletes and one counter update: nothing read first, and nothing counted off for the missing one.
    expect(names).toEqual(['DeleteCommand', 'UpdateCommand', 'DeleteCommand']);
    expect(await counted.counts({ workspaceId })).toEqual({ open: 1, done: 0 });
    expect(await counted.get({ workspaceId, id: 'b' })).toBeUndefined();
  });
});
