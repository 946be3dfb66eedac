import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { startTestApi } from '../../scripts/testing/test-runtime';
import { fileStore, workspaceFileKey } from './storage';

// The runtime points storage at its embedded S3 (s3rver), the same client code AWS uses.
const _api = await startedForThisFile(startTestApi());

describe('file store over S3', () => {
  it('stores, reads back and deletes a file under its workspace prefix', async () => {
    const store = fileStore();
    const key = workspaceFileKey('ws1', 'statements', 'march.csv');
    expect(key).toBe('workspaces/ws1/statements/march.csv');
    await store.put(key, 'date,amount\n2026-03-01,12.50\n', 'text/csv');
    const read = await store.get(key);
    expect(read?.body.toString()).toBe('date,amount\n2026-03-01,12.50\n');
    expect(read?.contentType).toBe('text/csv');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('issues presigned upload URLs the browser can PUT to', async () => {
    const store = fileStore();
    const key = workspaceFileKey('ws1', 'statements', 'upload.pdf');
    const url = await store.presignedUploadUrl(key, 'application/pdf', 60);
    expect(url).toContain('X-Amz-Signature=');
    const put = await fetch(url, { method: 'PUT', body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } });
    expect(put.ok).toBe(true);
    expect((await store.get(key))?.body.toString()).toBe('%PDF-1.7');
  });

  it('refuses key parts that could escape the workspace prefix', () => {
    expect(() => workspaceFileKey('ws1', '..', 'x')).toThrow();
    expect(() => workspaceFileKey('ws1', 'a/b')).toThrow();
  });
});
