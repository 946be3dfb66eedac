import type * as z from '@shared/zod';

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

/** A function the model may call, described by the JSON Schema of its arguments. */
export interface AiToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface AiToolCall {
  id: string;
  name: string;
  /** JSON text, as the model wrote it: the caller validates it. */
  arguments: string;
}

/** A conversation with tool calls: the model's calls and the results sent back to it. */
export type AiChatMessage =
  | AiMessage
  | { role: 'assistant'; content: string | null; toolCalls: AiToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** One model turn: either tool calls to make, or the final text. */
export interface AiChatTurn {
  content: string | null;
  toolCalls: AiToolCall[];
}

export interface AiToolCallOptions extends AiCallOptions {
  /** `none` makes the model answer in text now (e.g. after the last tool round allowed). */
  toolChoice?: 'auto' | 'none';
}

export interface AiClient {
  /** e.g. 'openai'. Stored beside each result so the UI can say which analyst produced it. */
  readonly provider: 'openai';
  readonly model: string;
  completeText(messages: readonly AiMessage[], options?: AiCallOptions): Promise<string>;
  completeJson<S extends z.ZodMiniType>(
    schema: S,
    messages: readonly AiMessage[],
    options?: AiCallOptions,
  ): Promise<z.output<S>>;
  /** One turn of a tool-calling conversation (Chat Completions `tools`). */
  chatWithTools(
    messages: readonly AiChatMessage[],
    tools: readonly AiToolSpec[],
    options?: AiToolCallOptions,
  ): Promise<AiChatTurn>;
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
