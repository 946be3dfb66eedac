/**
 * Automation chains. An event an automation's run caused (a person completing the task a run created) carries the
 * run's chain: the automations whose runs led to it, oldest first. An automation never runs on an event whose chain
 * holds it — 'task completed → create a review task' would otherwise review its own reviews, 'Review: Review: …' —
 * and no automation runs on an event whose chain is already `MAX_CHAIN_DEPTH` runs long, so A → B → C → A-like
 * cycles through several automations end too. Either way the run is recorded as skipped, saying why.
 */
export const MAX_CHAIN_DEPTH = 3;

export type ChainDecision =
  /** Run, and give what the run causes this chain. */
  | { run: true; chain: string[] }
  /** Do not run; the run history says why. */
  | { run: false; reason: string };

export function chainDecision(eventChain: readonly string[] | undefined, automationId: string): ChainDecision {
  const chain = eventChain ?? [];
  if (chain.includes(automationId)) {
    return {
      run: false,
      reason: 'Not run: this event came from this automation’s own run, so running it again would loop',
    };
  }
  if (chain.length >= MAX_CHAIN_DEPTH) {
    return {
      run: false,
      reason: `Not run: this event came from a chain of ${chain.length} automation runs, and chains stop at ${MAX_CHAIN_DEPTH}`,
    };
  }
  return { run: true, chain: [...chain, automationId] };
}
