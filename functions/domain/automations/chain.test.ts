import { describe, expect, it } from 'vitest';
import { chainDecision, MAX_CHAIN_DEPTH } from './chain';

describe('chainDecision', () => {
  it('runs on an event a person caused, and gives the run a chain of itself', () => {
    expect(chainDecision(undefined, 'a')).toEqual({ run: true, chain: ['a'] });
    expect(chainDecision([], 'a')).toEqual({ run: true, chain: ['a'] });
  });

  it('extends the chain of the runs that led to the event', () => {
    expect(chainDecision(['a'], 'b')).toEqual({ run: true, chain: ['a', 'b'] });
    expect(chainDecision(['a', 'b'], 'c')).toEqual({ run: true, chain: ['a', 'b', 'c'] });
  });

  it('never runs an automation on an event its own chain caused, directly or through others', () => {
    expect(chainDecision(['a'], 'a')).toEqual({
      run: false,
      reason: 'Not run: this event came from this automation’s own run, so running it again would loop',
    });
    expect(chainDecision(['a', 'b'], 'a').run).toBe(false);
  });

  it('stops every chain at depth 3, saying so', () => {
    expect(MAX_CHAIN_DEPTH).toBe(3);
    expect(chainDecision(['a', 'b', 'c'], 'd')).toEqual({
      run: false,
      reason: 'Not run: this event came from a chain of 3 automation runs, and chains stop at 3',
    });
    expect(chainDecision(['a', 'b', 'c', 'e'], 'd').run).toBe(false);
  });
});
