import { useRouterState } from '@tanstack/react-router';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readSidebarOpen, sidebarCookie } from '../../lib/sidebar-cookie';
import { useIsMobile } from '../../lib/use-is-mobile';

interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons. */
  open: boolean;
  /** Mobile: the slide-over sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside SidebarProvider');
  return state;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen(!open);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    document.cookie = sidebarCookie(!open);
  }, [isMobile, open]);

  // Spec §2: Ctrl or Cmd plus B toggles the sidebar from anywhere in the app.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Spec §2: the mobile sheet closes whenever the location changes.
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `href` is the trigger, not an input
  useEffect(() => setOpenMobile(false), [href]);

  const value = useMemo(
    () => ({ isMobile, open, openMobile, setOpenMobile, toggle }),
    [isMobile, open, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
