import { readFileSync } from 'node:fs';
import { fileTooLargeMessage, invalidFileTypeMessage, MAX_STATEMENT_BYTES } from '@shared/finance/statement-upload';
import type { Statement } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { statementNow, uploadDirect, uploadPresigned, waitForImport } from '../../../scripts/testing/statement-uploads';
import { signUpTwoUsers, startTestApi } from '../../../scripts/testing/test-runtime';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const fixture = (name: string) => readFileSync(new URL(`../../adapters/statements/fixtures/${name}`, import.meta.url));
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A short-row CSV (about 30 bytes a row, 200 rows a day as a bank sorts them), so 200,000 rows fit in 10 MB. */
function manyRowsCsv(rows: number): Buffer {
  const lines = ['Date,Description,Amount'];
  const first = Date.UTC(2023, 0, 1);
  for (let i = 0; i < rows; i++) {
    const date = new Date(first + Math.floor(i / 200) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${date},Card ${i},-${(i % 900) + 1}.25`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

// Built before any request: building it blocks for seconds, longer than the server keeps an idle connection open.
const twoHundredThousandRows = manyRowsCsv(200_000);

describe('statement upload: the API route and the presigned S3 POST', { timeout: 240_000 }, () => {
  let first: Statement;

  it('imports a multipart upload as a job: uploaded, then imported with what it added', async () => {
    const uploaded = await uploadDirect(alice.client, 'chase-january.csv', fixture('chase-business-checking.csv'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ filename: 'chase-january.csv', format: 'csv', status: 'uploaded' });
    first = await waitForImport(alice.client, uploaded.body.id);
    expect(first).toMatchObject({
      status: 'imported',
      failure: null,
      outcome: { imported: 8, duplicates: 0, skippedCount: 0, accounts: [{ name: 'Chase' }] },
    });
    expect((await alice.client.get('/api/financial/accounts')).body).toMatchObject([
      { name: 'Chase', institution: 'Chase', origin: 'statement', balance: 18305.17 },
    ]);
  });

  it('imports a presigned upload of the same file as all duplicates, not as an error', async () => {
    const { upload, s3Status, registered } = await uploadPresigned(
      alice.client,
      'chase-again.csv',
      fixture('chase-business-checking.csv'),
    );
    expect(upload.body.key).toMatch(/^statements\/[^/]+\/[0-9A-Z]{26}$/);
    const policy = JSON.parse(Buffer.from(upload.body.fields.Policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 0, MAX_STATEMENT_BYTES]);
    expect(s3Status).toBe(204);
    expect(registered!.status).toBe(201);
    const again = await waitForImport(alice.client, registered!.body.id);
    expect(again).toMatchObject({
      status: 'imported',
      filename: 'chase-again.csv',
      outcome: { imported: 0, duplicates: 8 },
    });
    // Registering the key again answers the same statement; nothing is imported twice.
    const twice = await alice.client.post('/api/financial/statements', { key: upload.body.key });
    expect(twice.body.id).toBe(registered!.body.id);
    const list = (await alice.client.get('/api/financial/statements')).body;
    expect(list.items.map((s: Statement) => s.id)).toEqual([again.id, first.id]);
  });

  it('reads OFX and PDF uploads by their bytes', async () => {
    const ofx = await uploadDirect(alice.client, 'northwind.qfx', fixture('northwind-credit-union.qfx'));
    expect(ofx.body.format).toBe('ofx');
    expect(await waitForImport(alice.client, ofx.body.id)).toMatchObject({ status: 'imported' });
  });

  it('refuses what is not a statement, on both paths, by its bytes and not only its name', async () => {
    for (const [name, bytes] of [
      ['logo.png', png],
      ['renamed.pdf', png],
    ] as const) {
      const direct = await uploadDirect(alice.client, name, bytes);
      expect(direct.status, name).toBe(400);
      expect(direct.body.message).toBe(invalidFileTypeMessage);
    }
    expect((await uploadPresigned(alice.client, 'logo.png', png)).upload.body.message).toBe(invalidFileTypeMessage);
    // The name passes, the bytes do not: refused when registered, and the file is deleted.
    const renamed = await uploadPresigned(alice.client, 'renamed.pdf', png);
    expect(renamed.registered!.status).toBe(400);
    expect(renamed.registered!.body.message).toBe(invalidFileTypeMessage);
    expect((await alice.client.post('/api/financial/statements', { key: renamed.upload.body.key })).status).toBe(404);

    const noFile = await uploadDirect(alice.client, 'chase.csv', fixture('chase-business-checking.csv'), 'file');
    expect(noFile.status).toBe(400);
  });

  it('refuses 10 MB + 1 byte with the spec message on both paths', async () => {
    const tooBig = Buffer.alloc(MAX_STATEMENT_BYTES + 1, 'a');
    const direct = await uploadDirect(alice.client, 'big.csv', tooBig);
    expect(direct.status).toBe(413);
    expect(direct.body.message).toBe(fileTooLargeMessage);
    const asked = await alice.client.post('/api/financial/statements/upload-url', {
      filename: 'big.csv',
      size: MAX_STATEMENT_BYTES + 1,
    });
    expect(asked.status).toBe(413);
    expect(asked.body.message).toBe(fileTooLargeMessage);
    // A size announced small does not get past the policy's size range: S3 (and the embedded S3) stores nothing.
    const url = await alice.client.post('/api/financial/statements/upload-url', { filename: 'big.csv', size: 10 });
    const form = new FormData();
    for (const [name, value] of Object.entries(url.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([tooBig]), 'big.csv');
    const posted = await fetch(url.body.url, { method: 'POST', body: form });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<Code>EntityTooLarge</Code>');
    const registered = await alice.client.post('/api/financial/statements', { key: url.body.key });
    expect(registered.status).toBe(404);
  });

  it('marks an empty file failed, naming the problem and the line', async () => {
    const empty = await uploadDirect(alice.client, 'empty.csv', new Uint8Array());
    expect(empty.status).toBe(201);
    expect(await waitForImport(alice.client, empty.body.id)).toMatchObject({
      status: 'failed',
      failure: { reason: 'The file is empty', line: 1 },
    });
  });

  it('refuses a CSV of 200,000 rows after the 100,000th, keeping nothing of it (processing seen on the way)', async () => {
    const csv = twoHundredThousandRows;
    const before = (await alice.client.get('/api/financial/analysis')).body;
    expect(csv.byteLength).toBeLessThan(MAX_STATEMENT_BYTES);
    const { registered } = await uploadPresigned(alice.client, 'two-hundred-thousand.csv', csv);
    const seen = new Set<string>([registered!.body.status]);
    await eventually(
      async () => {
        const { status } = (await statementNow(alice.client, registered!.body.id))!;
        seen.add(status);
        return status === 'uploaded' || status === 'processing' ? undefined : status;
      },
      120_000,
      50,
    );
    expect([...seen]).toContain('processing');
    const done = await waitForImport(alice.client, registered!.body.id);
    expect(done).toMatchObject({
      status: 'failed',
      failure: { reason: expect.stringContaining('more than 100,000 transactions'), line: 100_002 },
    });
    expect((await alice.client.get('/api/financial/analysis')).body).toEqual(before);
  });

  it("keeps each workspace's statements, keys and accounts to itself", async () => {
    const mine = await uploadPresigned(alice.client, 'mine.csv', fixture('bofa-checking.csv'));
    const bobsClaim = await bob.client.post('/api/financial/statements', { key: mine.upload.body.key });
    expect(bobsClaim.status).toBe(404);
    expect(bobsClaim.body.message).toBe('Statement not found');
    expect((await bob.client.post('/api/financial/statements', { key: 'statements/../x' })).status).toBe(404);
    expect((await bob.client.get('/api/financial/statements')).body).toEqual({ items: [], cursor: null });
    expect((await bob.client.get('/api/financial/accounts')).body).toEqual([]);
    // Bob's own upload lands in his books only.
    const his = await uploadDirect(bob.client, 'bob.csv', fixture('chase-business-checking.csv'));
    expect(await waitForImport(bob.client, his.body.id)).toMatchObject({ outcome: { imported: 8, duplicates: 0 } });
    expect((await bob.client.get('/api/financial/statements')).body.items).toHaveLength(1);
  });
});
