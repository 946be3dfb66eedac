import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';

/** Spec §9: a toast swiped at least 50 px to the right is dismissed. */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

/** Pointer handlers for a horizontal swipe-right gesture; the element follows the pointer while dragging. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (clientX: number | null) => {
    const start = startX.current;
    startX.current = null;
    setOffset(0);
    if (start !== null && clientX !== null && clientX - start >= SWIPE_DISMISS_THRESHOLD_PX) onDismiss();
  };

  const style: CSSProperties = {
    touchAction: 'pan-y',
    ...(offset > 0 ? { transform: `translateX(${offset}px)` } : {}),
  };

  return {
    style,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Buttons inside the toast (close) keep their normal click; capture would retarget it.
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      startX.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event.clientX);
    },
    onPointerCancel() {
      end(null);
    },
  };
}
