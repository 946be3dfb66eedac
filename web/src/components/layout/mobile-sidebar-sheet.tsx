import { Drawer, Portal } from '@chakra-ui/react';
import { SIDEBAR_WIDTH_MOBILE } from './app-sidebar';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './sidebar-context';

/** The mobile sidebar's slide-over sheet, loaded by `AppSidebar` the first time it opens. */
export default function MobileSidebarSheet() {
  const { openMobile, setOpenMobile } = useSidebar();
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
