import type { z } from 'zod';

/**
 * The one interface every AI feature talks to (team insights and matching now, the assistant later). A provider
 * turns messages into text or into JSON that satisfies a zod schema; anything else is an `AiOutputError`, which
 * callers answer by falling back to their built-in engine. Providers never return unvalidated data.
 */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiCallOptions {
  /** Per-call limit; the provider's default applies otherwise. */
  timeoutMs?: number;
  /** Upper bound on the answer's length in tokens. */
  maxTokens?: number;
  temperature?: number;
}

export interface AiClient {
  /** e.g. 'openai'. Stored beside each result so the UI can say which analyst produced it. */
  readonly provider: 'openai';
  readonly model: string;
  completeText(messages: readonly AiMessage[], options?: AiCallOptions): Promise<string>;
  completeJson<S extends z.ZodType>(
    schema: S,
    messages: readonly AiMessage[],
    options?: AiCallOptions,
  ): Promise<z.output<S>>;
}

/** The provider answered, but not with what was asked for (empty, not JSON, or not matching the schema). */
export class AiOutputError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'AiOutputError';
  }
}
