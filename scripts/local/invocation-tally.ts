import { type CapacityTally, emptyTally, withCapacityTally } from '../../functions/platform/dynamodb/capacity';

/** What one consumer invocation (an event target, a queue worker) cost the table, and which consumer it was. */
export interface InvocationTally extends CapacityTally {
  consumer: string;
}

const listeners = new Set<(tally: InvocationTally) => void>();

/**
 * Runs a consumer's invocation under a capacity tally of its own, as its own Lambda would be in AWS. Without this an
 * invocation the local runtime starts from a request (an event published, a message sent) inherits that request's
 * tally, and whatever the consumer reads or writes before the request's log line is written is billed to the request:
 * the completion route's units varied with how far its automations had run (6.5 to 9.5 RU).
 */
export function invokeTallied<T>(consumer: string, invoke: () => Promise<T>): Promise<T> {
  const tally = emptyTally();
  return withCapacityTally(tally, invoke).finally(() => {
    for (const listener of listeners) listener({ consumer, ...tally });
  });
}

/** Calls `listener` with each finished invocation's units (the cost bench adds them up per request); answers the unsubscribe. */
export function onInvocationTallied(listener: (tally: InvocationTally) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
