import type { UpdateOptions } from './entity';

type Condition = NonNullable<UpdateOptions<unknown>['condition']>;

/**
 * A counter's `ADD 1` holds only while `attribute < limit` (a counter not yet written counts 0), so concurrent
 * reservations can never pass the limit together; no condition when the limit is `null` (unlimited).
 */
export function countBelow(attribute: string, limit: number | null): Condition | undefined {
  if (limit === null) return undefined;
  return {
    expression: 'attribute_not_exists(#counted) OR #counted < :limit',
    names: { '#counted': attribute },
    values: { ':limit': limit },
  };
}

/** A counter's `ADD -1` holds only while it is above zero, so a release can never take it negative. */
export const countAboveZero = (attribute: string): Condition => ({
  expression: '#counted > :zero',
  names: { '#counted': attribute },
  values: { ':zero': 0 },
});
