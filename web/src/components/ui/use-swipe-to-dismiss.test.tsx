import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

function Swipeable({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div data-testid="toast" {...useSwipeToDismiss(onDismiss)}>
      <button type="button">Close</button>
    </div>
  );
}

afterEach(cleanup);

function swipe(element: Element, from: number, to: number) {
  fireEvent.pointerDown(element, { button: 0, clientX: from, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: to, pointerId: 1 });
}

describe('useSwipeToDismiss', () => {
  it('dismisses after a swipe of at least 50 px to the right', () => {
    const onDismiss = vi.fn();
    render(<Swipeable onDismiss={onDismiss} />);
    swipe(screen.getByTestId('toast'), 100, 150);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ignores short swipes, swipes to the left and presses on buttons', () => {
    const onDismiss = vi.fn();
    render(<Swipeable onDismiss={onDismiss} />);
    const toast = screen.getByTestId('toast');
    swipe(toast, 100, 149);
    swipe(toast, 200, 100);
    swipe(screen.getByRole('button', { name: 'Close' }), 0, 200);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
