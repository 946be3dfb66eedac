import {
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
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

export interface TooltipProps {
  content: ReactNode;
  /** The trigger; it must forward props and a ref to a focusable element. */
  children: ReactElement;
  disabled?: boolean;
  placement?: 'right' | 'bottom';
}

/**
 * Chakra's tooltip (zag's machine and floating-ui, ~10 KB gz) loads when a tooltip is first enabled: the sidebar's
 * tooltips only show while it is collapsed, so an expanded sidebar or the mobile sheet never loads it. Until it has
 * loaded, the trigger shows without one (enabling a tooltip remounts its trigger either way).
 */
const TooltipPopup = lazy(() => import('./tooltip-popup'));

export function Tooltip({ disabled = false, ...props }: TooltipProps) {
  if (disabled) return props.children;
  return (
    <Suspense fallback={props.children}>
      <TooltipPopup {...props} />
    </Suspense>
  );
}
