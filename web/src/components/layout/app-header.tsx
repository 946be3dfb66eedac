import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { PanelLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '../theme-toggle';
import { useSidebar } from './sidebar-context';
import { UserMenu } from './user-menu';

/** `actions`: what the app puts beside the theme toggle (the notification bell), which this toolkit knows nothing of. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { isMobile, open, openMobile, toggle } = useSidebar();
  return (
    <Flex
      as="header"
      h="14"
      align="center"
      justify="space-between"
      px={{ base: '3', md: '4' }}
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label="Toggle Sidebar"
        aria-expanded={isMobile ? openMobile : open}
        variant="ghost"
        size="sm"
        onClick={toggle}
      >
        <PanelLeft aria-hidden />
      </IconButton>
      <HStack gap="2">
        {actions}
        <ThemeToggle />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
