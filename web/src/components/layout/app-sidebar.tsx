import { Box, Drawer, Portal } from '@chakra-ui/react';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './sidebar-context';

/** Spec §9: 16rem expanded, 3rem collapsed on desktop; an 18rem slide-over sheet on mobile. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';

export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Drawer.Root open={openMobile} onOpenChange={(details) => setOpenMobile(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content width={SIDEBAR_WIDTH_MOBILE} maxW={SIDEBAR_WIDTH_MOBILE} data-testid="mobile-sidebar">
              <Drawer.Title srOnly>Navigation</Drawer.Title>
              <SidebarContent collapsed={false} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
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
