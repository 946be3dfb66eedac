import { Box, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ChartLayout {
  /** The frame's width in px, tracked as it resizes. */
  width: number;
  height: number;
  /** The highlighted item (hovered, or chosen with the arrow keys), if any. */
  active: number | null;
  setActive: (index: number | null) => void;
}

export interface ChartFrameProps {
  /** The chart's accessible name: what it shows, every value in words. */
  label: string;
  height: number;
  /** How many items (points, bar groups, radar axes) the arrow keys step through. */
  count: number;
  /** Where item `i`'s tooltip points to, in px from the frame's top left. */
  anchor: (index: number, layout: ChartLayout) => { x: number; y: number };
  tooltip: (index: number) => ReactNode;
  /** The item under the pointer at (x, y), in px from the frame's top left, if any. */
  hitTest: (x: number, y: number, layout: ChartLayout) => number | null;
  /** The chart's SVG, drawn for the current width. */
  children: (layout: ChartLayout) => ReactNode;
  /** Above the plot (a legend). */
  header?: ReactNode;
}

/** Stands in for the width until the frame is measured (and in test DOMs, which lay nothing out). */
const FALLBACK_WIDTH = 600;

/**
 * What every chart shares: it fills its parent's width (redrawn on resize, not scaled, so text stays its size), is one
 * image for assistive technology (named by `label`, which lists the data), and shows an item's value in a tooltip on
 * hover or, once the chart has keyboard focus, with the arrow keys (Home/End for the ends, Escape to hide it).
 */
export function ChartFrame(props: ChartFrameProps) {
  const { label, height, count, anchor, tooltip, hitTest, children, header } = props;
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [active, setActive] = useState<number | null>(null);

  // The width comes from a ResizeObserver, not from reading the layout here: a read in a layout effect forced the
  // browser to lay out the whole page in the middle of the dashboard's first commit (~40 ms at Lighthouse's 4x CPU).
  // The observer reports once the browser has laid the page out anyway, before it paints; flushSync redraws the chart
  // at its width before that paint, so the fallback width never shows.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.borderBoxSize[0]?.inlineSize ?? 0;
      flushSync(() => setWidth(Math.round(measured) || FALLBACK_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const current = active ?? count - 1;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(current + 1, count - 1),
      ArrowDown: Math.min(current + 1, count - 1),
      ArrowLeft: Math.max(current - 1, 0),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key] ?? null);
  };

  const layout: ChartLayout = { width, height, active, setActive };
  const point = active !== null && active < count ? anchor(active, layout) : null;
  // Near an edge the tooltip hangs inwards instead of centring, so it stays inside the card.
  const shiftX = point === null ? '0' : point.x < width * 0.2 ? '0' : point.x > width * 0.8 ? '-100%' : '-50%';

  return (
    <Box
      ref={frame}
      role="img"
      aria-label={label}
      tabIndex={count > 0 ? 0 : undefined}
      position="relative"
      width="full"
      rounded="l2"
      focusRing="outside"
      onKeyDown={onKeyDown}
      onFocus={() => setActive((a) => a ?? (count > 0 ? count - 1 : null))}
      onBlur={() => setActive(null)}
      onMouseMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        setActive(count > 0 ? hitTest(event.clientX - box.left, event.clientY - box.top, layout) : null);
      }}
      onMouseLeave={() => setActive(null)}
    >
      {header}
      {count === 0 ? (
        <Text height={`${height}px`} display="flex" alignItems="center" justifyContent="center" color="fg.muted">
          No data to chart yet
        </Text>
      ) : (
        children(layout)
      )}
      {point && active !== null && (
        <Box
          aria-hidden
          position="absolute"
          left={`${point.x}px`}
          top={`${point.y}px`}
          transform={`translate(${shiftX}, calc(-100% - 8px))`}
          pointerEvents="none"
          whiteSpace="nowrap"
          bg="gray.900"
          color="white"
          fontSize="xs"
          px="2"
          py="1"
          rounded="l1"
          shadow="md"
          zIndex="1"
        >
          {tooltip(active)}
        </Box>
      )}
    </Box>
  );
}
