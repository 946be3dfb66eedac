import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MAX_STATEMENT_BYTES } from '@shared/finance/statement-upload';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api-client';
import { startedForThisFile } from '../testing/for-this-file';
import { signUpTwoUsers, startTestApi } from '../testing/test-runtime';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const csv = Buffer.from('Date,Description,Amount\n2026-01-02,Coffee,-3.50\n');

type Upload = { url: string; fields: Record<string, string>; key: string };

async function uploadUrl(client: ApiClient, contentType = 'text/csv'): Promise<Upload> {
  const res = await client.post('/api/financial/statements/upload-url', { filename: 'jan.csv', contentType, size: 50 });
  expect(res.status).toBe(200);
  return res.body;
}

/** Posts the form as a browser does: the fields in order, the file last. */
async function post(url: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file]), 'jan.csv');
  const res = await fetch(url, { method: 'POST', body: form });
  const text = await res.text();
  const element = (name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return { status: res.status, code: element('Code'), message: element('Message') };
}

/** Whether the bucket holds the key: registering a missing file is a 404, a stored one a 201. */
const registered = async (client: ApiClient, key: string) =>
  (await client.post('/api/financial/statements', { key })).status;

describe('the embedded S3 enforces the presigned POST policy before storing anything, as S3 does', () => {
  it('stores a valid upload, and the import registers it', async () => {
    const upload = await uploadUrl(alice.client);
    expect(await post(upload.url, upload.fields, csv)).toMatchObject({ status: 204 });
    expect(await registered(alice.client, upload.key)).toBe(201);
  });

  it('refuses a file one byte over the size range: 400 EntityTooLarge', async () => {
    const upload = await uploadUrl(alice.client);
    const answer = await post(upload.url, upload.fields, Buffer.alloc(MAX_STATEMENT_BYTES + 1, 'a'));
    expect(answer).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(await registered(alice.client, upload.key)).toBe(404);
  });

  it("refuses a key rewritten into another workspace's folder: 403 AccessDenied", async () => {
    const upload = await uploadUrl(alice.client);
    const bobsFolder = (await uploadUrl(bob.client)).key;
    const answer = await post(upload.url, { ...upload.fields, key: bobsFolder }, csv);
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(answer.message).toContain('Policy Condition failed: ["eq", "$key"');
    expect(await registered(bob.client, bobsFolder)).toBe(404);
  });

  it('refuses a content type other than the one signed: 403 AccessDenied', async () => {
    const upload = await uploadUrl(alice.client, 'text/csv');
    const answer = await post(upload.url, { ...upload.fields, 'Content-Type': 'text/html' }, csv);
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(answer.message).toContain('Policy Condition failed: ["eq", "$content-type", "text/csv"]');
    expect(await registered(alice.client, upload.key)).toBe(404);
  });

  it('refuses a field the policy does not name: 403 AccessDenied', async () => {
    const upload = await uploadUrl(alice.client);
    const answer = await post(upload.url, { ...upload.fields, 'x-amz-meta-owner': 'bob' }, csv);
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(answer.message).toBe('Invalid according to Policy: Extra input fields: x-amz-meta-owner');
  });

  it('refuses an expired policy, though correctly signed: 403 AccessDenied', async () => {
    const upload = await uploadUrl(alice.client);
    // Signed the app's way with the embedded S3's key, but expired a second ago.
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: upload.url.replace(/\/[^/]*$/, ''),
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const expired = await createPresignedPost(s3, {
      Bucket: new URL(upload.url).pathname.slice(1),
      Key: upload.key,
      Conditions: [['content-length-range', 0, MAX_STATEMENT_BYTES]],
      Expires: -1,
    });
    s3.destroy();
    const answer = await post(upload.url, expired.fields, csv);
    expect(answer).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    expect(await registered(alice.client, upload.key)).toBe(404);
  });

  it('refuses a tampered policy (a larger size range, the signature kept): 403 SignatureDoesNotMatch', async () => {
    const upload = await uploadUrl(alice.client);
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 0, 100 * MAX_STATEMENT_BYTES] : c,
    );
    const tampered = { ...upload.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    const answer = await post(upload.url, tampered, Buffer.alloc(MAX_STATEMENT_BYTES + 1, 'a'));
    expect(answer).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await registered(alice.client, upload.key)).toBe(404);
  });

  it('refuses a post with no policy at all to the private bucket: 403 AccessDenied', async () => {
    const upload = await uploadUrl(alice.client);
    const answer = await post(upload.url, { key: upload.key }, csv);
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await registered(alice.client, upload.key)).toBe(404);
  });
});
