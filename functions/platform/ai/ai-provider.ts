import { config } from '../config';
import { readSecret } from '../secrets';
import type { AiClient } from './ai-client';

let cached: { key: string; client: AiClient } | undefined;

/**
 * The configured AI client, or `undefined` when no OpenAI key is set — callers then use their built-in engine
 * (labelled "Built-in analyst" in the UI). Made once per container and rebuilt if the key rotates.
 */
export async function aiClient(): Promise<AiClient | undefined> {
  const apiKey = await readSecret('OPENAI_API_KEY');
  if (!apiKey) return undefined;
  const { OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS } = config();
  const key = `${apiKey}|${OPENAI_BASE_URL ?? ''}|${OPENAI_MODEL}|${OPENAI_TIMEOUT_MS}`;
  if (cached?.key !== key) {
    // The SDK (~100 KB minified) is loaded only once a key is configured: the built-in engines never need it.
    const { createOpenAiClient } = await import('./openai-client');
    cached = {
      key,
      client: createOpenAiClient({
        apiKey,
        baseURL: OPENAI_BASE_URL,
        model: OPENAI_MODEL,
        timeoutMs: OPENAI_TIMEOUT_MS,
      }),
    };
  }
  return cached.client;
}
