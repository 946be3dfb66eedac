import { Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';
import { useHomeLabel, WorkspaceMark } from './workspace-mark';

/** What the sidebar holds, shared by the desktop rail and the mobile sheet. */
export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const homeLabel = useHomeLabel();
  return (
    <Flex direction="column" h="full">
      <Flex
        h="14"
        align="center"
        px={collapsed ? '2' : '3'}
        justify={collapsed ? 'center' : 'flex-start'}
        borderBottomWidth="1px"
      >
        <Link to="/" aria-label={homeLabel}>
          <WorkspaceMark showName={!collapsed} />
        </Link>
      </Flex>
      <SidebarNav collapsed={collapsed} />
      <SidebarUser collapsed={collapsed} />
    </Flex>
  );
}
