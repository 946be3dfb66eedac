import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { holdNextTableCall } from '../../../scripts/testing/held-table-call';
import { startTestTable } from '../../../scripts/testing/test-table';
import { userEntity } from '../../data/auth/users';
import { db } from '../../platform/dynamodb/client';
import { forgetAuthUser, loadAuthUser } from './accounts';
import { signUpLocal } from './local-accounts';

const _table = await startedForThisFile(startTestTable());

/** Counts the batch reads the cache lets through to the table. */
function countReads() {
  const send = vi.spyOn(db(), 'send');
  return () => send.mock.calls.filter(([command]) => command instanceof BatchGetCommand).length;
}

async function newUser(email: string) {
  const { user } = await signUpLocal({ email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lane' });
  const stored = (await userEntity.get({ id: user.id }))!;
  forgetAuthUser(user.id);
  return stored;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the signed-in user view', () => {
  it('reads once for requests that miss together, and again only after it expires', async () => {
    const user = await newUser('together@example.com');
    const reads = countReads();
    const views = await Promise.all(Array.from({ length: 20 }, () => loadAuthUser(user.id, user.workspaceId)));
    expect(views.map((v) => v?.email)).toEqual(Array(20).fill('together@example.com'));
    expect(reads()).toBe(1);

    vi.useFakeTimers({ now: Date.now() + 5_001, toFake: ['Date'] });
    await Promise.all([loadAuthUser(user.id, user.workspaceId), loadAuthUser(user.id, user.workspaceId)]);
    expect(reads()).toBe(2);
  });

  it('shows a change made while a read was in flight to the next request', async () => {
    const user = await newUser('renamed@example.com');
    // The first read finds the old name and is held until the rename has been written and forgotten.
    const read = holdNextTableCall();
    const inFlight = loadAuthUser(user.id, user.workspaceId);
    await read.answered;
    await userEntity.update({ id: user.id }, { firstName: 'Grace' });
    forgetAuthUser(user.id);
    read.release();
    expect((await inFlight)?.firstName).toBe('Ada');
    expect((await loadAuthUser(user.id, user.workspaceId))?.firstName).toBe('Grace');
  });

  it('reads again after a failed read instead of remembering the failure', async () => {
    const user = await newUser('retry@example.com');
    vi.spyOn(db(), 'send').mockRejectedValueOnce(new Error('throttled'));
    await expect(loadAuthUser(user.id, user.workspaceId)).rejects.toThrow('throttled');
    expect((await loadAuthUser(user.id, user.workspaceId))?.email).toBe('retry@example.com');
  });
});
