import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './sidebar-context';

/** The sheet's dialog machine (focus trap, scroll lock) loads when the sheet first opens, not with every screen. */
const MobileSidebarSheet = lazy(() => import('./mobile-sidebar-sheet'));

/** Spec §9: 16rem expanded, 3rem collapsed on desktop; an 18rem slide-over sheet on mobile. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';

export function AppSidebar() {
  const { isMobile, open, openMobile } = useSidebar();
  const [sheetOpened, setSheetOpened] = useState(false);
  if (openMobile && !sheetOpened) setSheetOpened(true);

  if (isMobile) {
    return sheetOpened ? (
      <Suspense fallback={null}>
        <MobileSidebarSheet />
      </Suspense>
    ) : null;
  }

  return (
    <Box
      as="aside"
      aria-label="Sidebar"
      data-testid="desktop-sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      width={open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED}
      flexShrink="0"
      position="sticky"
      top="0"
      height="100dvh"
      borderRightWidth="1px"
      bg="bg.subtle"
      overflow="hidden"
      transition="width 0.2s ease-out"
      _motionReduce={{ transition: 'none' }}
    >
      <SidebarContent collapsed={!open} />
    </Box>
  );
}
