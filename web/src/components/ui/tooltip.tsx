import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Spec §9: tooltips open after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface DelayState {
  openDelay: number;
  onClosed: () => void;
}

const DelayContext = createContext<DelayState>({ openDelay: TOOLTIP_DELAY_MS, onClosed: () => {} });

/** The open delay tooltips should use right now, and the callback they call when they close. */
export function useTooltipDelay(): DelayState {
  return useContext(DelayContext);
}

export function TooltipDelayGroup({ children }: { children: ReactNode }) {
  const [skipping, setSkipping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClosed = useCallback(() => {
    setSkipping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
  }, []);

  const value = useMemo(() => ({ openDelay: skipping ? 0 : TOOLTIP_DELAY_MS, onClosed }), [skipping, onClosed]);
  return <DelayContext.Provider value={value}>{children}</DelayContext.Provider>;
}

interface TooltipProps {
  content: ReactNode;
  /** The trigger; it must forward props and a ref to a focusable element. */
  children: ReactElement;
  disabled?: boolean;
  placement?: 'right' | 'bottom';
}

export function Tooltip({ content, children, disabled = false, placement = 'right' }: TooltipProps) {
  const { openDelay, onClosed } = useTooltipDelay();
  if (disabled) return children;
  return (
    <ChakraTooltip.Root
      openDelay={openDelay}
      closeDelay={0}
      positioning={{ placement }}
      onOpenChange={(details) => {
        if (!details.open) onClosed();
      }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
