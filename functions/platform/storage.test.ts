import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { startTestApi } from '../../scripts/testing/test-runtime';
import { fileStore, workspaceFileKey } from './storage';

// The runtime points storage at its embedded S3 (s3rver), the same client code AWS uses.
const _api = await startedForThisFile(startTestApi());

describe('file store over S3', () => {
  it('stores, describes, reads back (whole, its start, streamed) and deletes a file under its prefixes', async () => {
    const store = fileStore();
    const key = workspaceFileKey('statements', 'ws1', 'march');
    expect(key).toBe('statements/ws1/march');
    await store.put(key, 'date,amount\n2026-03-01,12.50\n', 'text/csv', { filename: 'march.csv' });
    expect(await store.head(key)).toEqual({ size: 29, metadata: { filename: 'march.csv' } });
    expect(Buffer.from((await store.readStart(key, 4))!).toString()).toBe('date');
    const chunks: Uint8Array[] = [];
    for await (const chunk of (await store.stream(key))!) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('date,amount\n2026-03-01,12.50\n');
    const read = await store.get(key);
    expect(read?.body.toString()).toBe('date,amount\n2026-03-01,12.50\n');
    expect(read?.contentType).toBe('text/csv');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.head(key)).toBeUndefined();
    expect(await store.stream(key)).toBeUndefined();
  });

  it('issues presigned POST policies the browser can post a file to, limited in size, key and type', async () => {
    const store = fileStore();
    const key = workspaceFileKey('statements', 'ws1', 'upload');
    const post = await store.presignedPost(key, {
      maxBytes: 1024,
      contentType: 'application/pdf',
      fields: { 'x-amz-meta-filename': 'upload.pdf' },
    });
    expect(post.fields).toMatchObject({ key, 'x-amz-meta-filename': 'upload.pdf', 'Content-Type': 'application/pdf' });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 1024]);
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual({ 'x-amz-meta-filename': 'upload.pdf' });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'application/pdf' });

    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.7']), 'upload.pdf');
    const posted = await fetch(post.url, { method: 'POST', body: form });
    expect(posted.ok).toBe(true);
    const stored = await store.get(key);
    expect(stored?.body.toString()).toBe('%PDF-1.7');
    expect(stored?.contentType).toBe('application/pdf');
    expect((await store.head(key))?.metadata).toEqual({ filename: 'upload.pdf' });
  });

  it('refuses key parts that could escape the prefixes', () => {
    expect(() => workspaceFileKey('statements', 'ws1', '..', 'x')).toThrow();
    expect(() => workspaceFileKey('statements', 'ws1', 'a/b')).toThrow();
    expect(() => workspaceFileKey('statements', '', 'x')).toThrow();
  });
});
