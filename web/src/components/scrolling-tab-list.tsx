import { Box, Tabs } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** More than this many pixels hidden past the right edge counts as more tabs to scroll to. */
const SLACK_PX = 1;

/** Whether the list has tabs hidden past its right edge. */
export function hasMoreToTheRight(el: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>): boolean {
  return el.scrollWidth - el.clientWidth - el.scrollLeft > SLACK_PX;
}

/** A tab of a list given as data: the value its content is keyed by, and the words on its trigger. */
export interface TabOf {
  value: string;
  label: string;
}

/**
 * A tab list that stays one row: on a narrow screen it scrolls sideways instead of wrapping or clipping, and while
 * tabs are hidden past its right edge a fade with a chevron there says so (a phone shows no scroll bar). Its triggers
 * are `tabs` when the tabs are data (a catalogue's categories), else `children` (triggers with icons, or shown by role).
 */
export function ScrollingTabList({ tabs = [], children }: { tabs?: readonly TabOf[]; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    if (ref.current) setMore(hasMoreToTheRight(ref.current));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return (
    <Box position="relative">
      <Tabs.List
        ref={ref}
        flexWrap="nowrap"
        overflowX="auto"
        overflowY="hidden"
        whiteSpace="nowrap"
        css={{ scrollbarWidth: 'thin', '& > button': { flexShrink: 0 } }}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
        {children}
      </Tabs.List>
      {more ? (
        <Box
          data-scroll-hint=""
          aria-hidden
          position="absolute"
          insetY="0"
          right="0"
          w="10"
          display="flex"
          alignItems="center"
          justifyContent="flex-end"
          pointerEvents="none"
          color="fg.muted"
          bgGradient="to-r"
          gradientFrom="transparent"
          gradientTo="bg"
        >
          <ChevronRight size={18} />
        </Box>
      ) : null}
    </Box>
  );
}
