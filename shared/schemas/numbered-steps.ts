/*
 * Apart from the step schemas (and without importing them, so no import cycle): the automation catalogues number
 * steps too, and screens that show those catalogues (the automations list) would otherwise load zod with the schemas.
 */

/** A step in reading order with its number (see the top of automation-steps.ts) and, inside a branch, where it sits. */
export interface NumberedStep<S> {
  index: number;
  step: S;
  /** The branch step's number and side for a step inside a branch. */
  within?: { branchIndex: number; side: 'then' | 'else' };
}

/** Every step, branch sides included, numbered from 1 in reading order (a branch step holds `then` and `else`). */
export function numberedSteps<S extends { type: string }>(steps: readonly S[]): NumberedStep<S>[] {
  const out: NumberedStep<S>[] = [];
  for (const step of steps) {
    const index = out.length + 1;
    out.push({ index, step });
    if (step.type !== 'branch') continue;
    const branch = step as S & Record<'then' | 'else', readonly S[]>;
    for (const side of ['then', 'else'] as const) {
      for (const inner of branch[side])
        out.push({ index: out.length + 1, step: inner, within: { branchIndex: index, side } });
    }
  }
  return out;
}
