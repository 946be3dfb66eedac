import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * S3's checks of a browser POST (a presigned POST policy, signature version 4), for the embedded S3, which stores
 * whatever it is sent. As S3 does, before anything is stored: the signature over the policy, its expiry, every
 * condition (`eq`, `starts-with`, `content-length-range`), no form field the policy does not name, and the file's
 * size. Refusals carry S3's own codes, statuses and messages.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
export class PostRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** Fields S3 never asks a condition for: the policy and its signature, the file, and `x-ignore-` fields. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

type Condition = { op: 'eq' | 'starts-with'; field: string; value: string } | { op: 'range'; min: number; max: number };

/**
 * Checks a POST's form fields (all those before the file, names as sent) against its policy, then reads the file,
 * counting its bytes: its bytes when everything holds, else a `PostRefused`. The file is read to its end either way,
 * so the client that sent it reads the answer rather than a reset connection.
 */
export async function checkPresignedPost(
  bucket: string,
  sent: Record<string, string>,
  file: AsyncIterable<Uint8Array>,
  secretOf: (accessKeyId: string) => string | undefined,
  now: Date = new Date(),
): Promise<Buffer> {
  let refusal: PostRefused | undefined;
  let range = { min: 0, max: Number.POSITIVE_INFINITY };
  try {
    range = checkFields(bucket, sent, secretOf, now);
  } catch (error) {
    if (!(error instanceof PostRefused)) throw error;
    refusal = error;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.byteLength;
    if (!refusal && size <= range.max) chunks.push(chunk);
  }
  if (refusal) throw refusal;
  if (size > range.max) {
    throw new PostRefused('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
      ProposedSize: size,
      MaxSizeAllowed: range.max,
    });
  }
  if (size < range.min) {
    throw new PostRefused('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', {
      ProposedSize: size,
      MinSizeAllowed: range.min,
    });
  }
  return Buffer.concat(chunks);
}

/** The policy's size range, once its signature, expiry and field conditions hold. */
function checkFields(
  bucket: string,
  sent: Record<string, string>,
  secretOf: (accessKeyId: string) => string | undefined,
  now: Date,
): { min: number; max: number } {
  // Form field names are case-insensitive; values are compared exactly.
  const fields = new Map(Object.entries(sent).map(([name, value]) => [name.toLowerCase(), value]));
  const policy = fields.get('policy');
  // The bucket is private: nothing is stored without a signed policy.
  if (policy === undefined) throw new PostRefused('AccessDenied', 'Access Denied');
  checkSignature(policy, fields, secretOf);

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw new PostRefused('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (Number.isNaN(expiration)) {
    throw new PostRefused('InvalidPolicyDocument', 'Invalid Policy: Policy missing expiration.');
  }
  if (!Array.isArray(document.conditions)) {
    throw new PostRefused('InvalidPolicyDocument', 'Invalid Policy: Policy missing conditions.');
  }
  if (now.getTime() > expiration) throw new PostRefused('AccessDenied', 'Invalid according to Policy: Policy expired.');

  const conditions = document.conditions.map(parseCondition);
  const named = new Set<string>();
  let range = { min: 0, max: Number.POSITIVE_INFINITY };
  for (const condition of conditions) {
    if (condition.op === 'range') {
      range = { min: condition.min, max: condition.max };
      continue;
    }
    named.add(condition.field);
    // The bucket is the one posted to, whatever a form field says.
    const value = condition.field === 'bucket' ? bucket : (fields.get(condition.field) ?? '');
    const holds = condition.op === 'eq' ? value === condition.value : value.startsWith(condition.value);
    if (!holds) {
      const shown = JSON.stringify([condition.op, `$${condition.field}`, condition.value]).replaceAll(',', ', ');
      throw new PostRefused('AccessDenied', `Invalid according to Policy: Policy Condition failed: ${shown}`);
    }
  }
  const extra = [...fields.keys()].filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name),
  );
  if (extra.length) {
    throw new PostRefused('AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  }
  return range;
}

/** SigV4 for POST: the signature is the HMAC of the base64 policy under the credential's signing key. */
function checkSignature(
  policy: string,
  fields: Map<string, string>,
  secretOf: (accessKeyId: string) => string | undefined,
): void {
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    throw new PostRefused('InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported for POST policies.', {
      ArgumentName: 'x-amz-algorithm',
      ArgumentValue: fields.get('x-amz-algorithm') ?? '',
    });
  }
  const [accessKeyId = '', date = '', region = '', service = '', terminal = ''] = (
    fields.get('x-amz-credential') ?? ''
  ).split('/');
  const secret = secretOf(accessKeyId);
  if (secret === undefined) {
    throw new PostRefused('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: accessKeyId,
    });
  }
  let key: Buffer = Buffer.from(`AWS4${secret}`);
  for (const part of [date, region, service, terminal]) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(policy).digest();
  const given = Buffer.from(fields.get('x-amz-signature') ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PostRefused(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: accessKeyId },
    );
  }
}

/** `{"key": "a"}`, `["eq", "$key", "a"]`, `["starts-with", "$key", "a/"]`, `["content-length-range", 0, 10]`. */
function parseCondition(condition: unknown): Condition {
  if (Array.isArray(condition)) {
    const [op, subject, value] = condition as unknown[];
    if (op === 'content-length-range' && Number.isInteger(subject) && Number.isInteger(value)) {
      return { op: 'range', min: subject as number, max: value as number };
    }
    const operator = typeof op === 'string' ? op.toLowerCase() : '';
    if (
      (operator === 'eq' || operator === 'starts-with') &&
      typeof subject === 'string' &&
      subject.startsWith('$') &&
      typeof value === 'string'
    ) {
      return { op: operator, field: subject.slice(1).toLowerCase(), value };
    }
  } else if (condition && typeof condition === 'object' && Object.keys(condition).length === 1) {
    const [field, value] = Object.entries(condition)[0] as [string, unknown];
    if (typeof value === 'string') return { op: 'eq', field: field.toLowerCase(), value };
  }
  throw new PostRefused('InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`);
}
