import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TooltipDelayGroup } from '../ui/tooltip';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { SidebarProvider } from './sidebar-context';

/** The signed-in frame: sidebar, header and a width-capped main area (spec §2). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <TooltipDelayGroup>
        <Flex minH="100dvh">
          <AppSidebar />
          <Flex direction="column" flex="1" minW="0">
            <AppHeader />
            <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
              {children}
            </Box>
          </Flex>
        </Flex>
      </TooltipDelayGroup>
    </SidebarProvider>
  );
}
