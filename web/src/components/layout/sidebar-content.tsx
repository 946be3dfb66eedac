import { Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../brand-logo';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

/** What the sidebar holds, shared by the desktop rail and the mobile sheet. */
export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  return (
    <Flex direction="column" h="full">
      <Flex
        h="14"
        align="center"
        px={collapsed ? '2' : '3'}
        justify={collapsed ? 'center' : 'flex-start'}
        borderBottomWidth="1px"
      >
        <Link to="/" aria-label="BizPilot home">
          <BrandLogo showName={!collapsed} />
        </Link>
      </Flex>
      <SidebarNav collapsed={collapsed} />
      <SidebarUser collapsed={collapsed} />
    </Flex>
  );
}
