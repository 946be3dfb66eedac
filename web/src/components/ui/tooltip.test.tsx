import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipDelayGroup, useTooltipDelay } from './tooltip';

function Probe() {
  const { openDelay, onClosed } = useTooltipDelay();
  return (
    <button type="button" onClick={onClosed}>
      {openDelay}
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TooltipDelayGroup', () => {
  it('opens after 700 ms, and at once within 300 ms of another tooltip closing', () => {
    render(
      <TooltipDelayGroup>
        <Probe />
      </TooltipDelayGroup>,
    );
    const probe = screen.getByRole('button');
    expect(probe.textContent).toBe('700');

    act(() => probe.click());
    expect(probe.textContent).toBe('0');
    act(() => vi.advanceTimersByTime(299));
    expect(probe.textContent).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(probe.textContent).toBe('700');
  });
});
