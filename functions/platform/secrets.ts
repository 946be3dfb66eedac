import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

const CACHE_SECONDS = 300;
/** Secrets created without a value yet (e.g. no OpenAI key set), remembered as long as a value would be cached. */
const knownEmpty = new Map<string, number>();

/**
 * Reads a secret setting. Locally (and in tests) the value comes straight from the environment variable `name`;
 * in AWS the function gets `${name}_SECRET_ARN` instead and the value is fetched from Secrets Manager and cached
 * for five minutes, so a rotated key is picked up without a redeploy. Returns undefined when neither is set or
 * the secret has no value yet, which callers treat as "this provider is not configured" (the built-in engine
 * answers) rather than an error.
 */
export async function readSecret(name: string): Promise<string | undefined> {
  const direct = process.env[name];
  if (direct) return direct;
  const arn = process.env[`${name}_SECRET_ARN`];
  if (!arn) return undefined;
  if ((knownEmpty.get(arn) ?? 0) > Date.now()) return undefined;
  try {
    const value = await getSecret(arn, { maxAge: CACHE_SECONDS });
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  } catch (error) {
    if (!hasNoValueYet(error)) throw error;
    knownEmpty.set(arn, Date.now() + CACHE_SECONDS * 1000);
    return undefined;
  }
}

/** Secrets Manager answers ResourceNotFoundException for a secret with no AWSCURRENT value; Powertools wraps it. */
function hasNoValueYet(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ResourceNotFoundException') return true;
  }
  return false;
}
