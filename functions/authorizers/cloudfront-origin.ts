import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

/**
 * API Gateway authorizer that lets through only requests that came through the app's CloudFront distribution.
 * CloudFront adds the header `x-origin-verify` with a generated secret to every request it sends to the API
 * (replacing any value a viewer sent); a request that reaches the `execute-api` endpoint directly lacks it and gets
 * 401 before any route function runs. API Gateway caches the answer per header value, so this runs about once every
 * few minutes, not per request.
 *
 * Both the current and the previous value of the secret are accepted, so the value can be rotated without
 * downtime: put a new value, then deploy so CloudFront sends it (infra/README.md, "Rotating the origin header").
 *
 * User authentication is not done here: routes check the session cookie themselves.
 */
export { ORIGIN_VERIFY_HEADER };

export function isFromCloudFront(
  headers: Record<string, string | undefined> | undefined,
  accepted: readonly string[],
): boolean {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  const a = Buffer.from(given);
  return accepted.some((value) => {
    const b = Buffer.from(value);
    return value.length > 0 && a.length === b.length && timingSafeEqual(a, b);
  });
}

const CACHE_MS = 5 * 60 * 1000;
let cached: { at: number; values: string[] } | undefined;
let client: SecretsManagerClient | undefined;

async function stage(secretId: string, versionStage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> {
  client ??= new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(
      new GetSecretValueCommand({ SecretId: secretId, VersionStage: versionStage }),
    );
    return SecretString;
  } catch (error) {
    // There is no previous value until the first rotation.
    if (versionStage === 'AWSPREVIOUS' && (error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/** The values to accept: `ORIGIN_VERIFY_SECRET` locally, else the secret's current and previous versions. */
export async function acceptedValues(now = Date.now()): Promise<string[]> {
  const direct = process.env.ORIGIN_VERIFY_SECRET;
  if (direct) return [direct];
  const arn = process.env.ORIGIN_VERIFY_SECRET_SECRET_ARN;
  if (!arn) throw new Error('ORIGIN_VERIFY_SECRET (or ORIGIN_VERIFY_SECRET_SECRET_ARN) is not set');
  if (cached && now - cached.at < CACHE_MS) return cached.values;
  const values = (await Promise.all([stage(arn, 'AWSCURRENT'), stage(arn, 'AWSPREVIOUS')])).filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  cached = { at: now, values };
  return values;
}

export const handler = async (event: { headers?: Record<string, string | undefined> }) => ({
  isAuthorized: isFromCloudFront(event.headers, await acceptedValues()),
});
