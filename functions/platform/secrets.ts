import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/**
 * Reads a secret setting. Locally (and in tests) the value comes straight from the environment variable `name`;
 * in AWS the function gets `${name}_SECRET_ARN` instead and the value is fetched from Secrets Manager and cached
 * for five minutes, so a rotated key is picked up without a redeploy. Returns undefined when neither is set,
 * which callers treat as "this integration is not configured".
 */
export async function readSecret(name: string): Promise<string | undefined> {
  const direct = process.env[name];
  if (direct) return direct;
  const arn = process.env[`${name}_SECRET_ARN`];
  if (!arn) return undefined;
  const value = await getSecret(arn, { maxAge: 300 });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
