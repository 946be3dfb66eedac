import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { holdNextTableCall } from '../../../scripts/testing/held-table-call';
import { startTestTable } from '../../../scripts/testing/test-table';
import { config } from '../config';
import { db } from '../dynamodb/client';
import { endSession, resolveSession, startSession } from './session';

// As the local runtime runs: a session read a moment ago is trusted for a few seconds.
process.env.SESSION_CACHE_SECONDS = '5';
const _table = await startedForThisFile(startTestTable());

const identity = { userId: 'user-1', workspaceId: 'workspace-1' };

/** A request carrying a fresh session's cookie. */
async function signedInRequest() {
  const [sessionCookie] = await startSession(identity);
  return { cookies: [sessionCookie!.split(';')[0]!] };
}

/** Counts the session reads that reach the table. */
function countReads() {
  const send = vi.spyOn(db(), 'send');
  return () => send.mock.calls.filter(([command]) => command instanceof GetCommand).length;
}

afterEach(() => vi.restoreAllMocks());

describe('reading sessions in the local runtime', () => {
  it('reads once for the requests that find a session unread together, and again once the trust lapses', async () => {
    expect(config().SESSION_CACHE_SECONDS).toBe(5);
    const request = await signedInRequest();
    const reads = countReads();
    const found = await Promise.all(Array.from({ length: 20 }, () => resolveSession(request)));
    expect(found).toEqual(Array(20).fill(identity));
    expect(reads()).toBe(1);

    const later = new Date(Date.now() + 5_001);
    await Promise.all([resolveSession(request, later), resolveSession(request, later)]);
    expect(reads()).toBe(2);
  });

  it('ends the session for every request sharing a read when the user logs out during it', async () => {
    const request = await signedInRequest();
    const read = holdNextTableCall();
    const sharing = Promise.all(Array.from({ length: 3 }, () => resolveSession(request)));
    await read.answered;
    await endSession(request);
    read.release();
    expect(await sharing).toEqual([undefined, undefined, undefined]);
    expect(await resolveSession(request)).toBeUndefined();
  });
});
