import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TooltipDelayGroup } from '../ui/tooltip';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { BrandingEffects } from './branding-effects';
import { SidebarProvider } from './sidebar-context';
import { UnreachableNotice } from './unreachable-notice';

const MAIN_ID = 'main-content';

/** The signed-in frame: sidebar, header and a width-capped main area (spec §2). */
export function AppShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  return (
    <SidebarProvider>
      <BrandingEffects />
      <TooltipDelayGroup>
        {/* Keyboard users skip the eight sidebar links; visible only while focused. */}
        <chakra.a
          href={`#${MAIN_ID}`}
          srOnly
          _focusVisible={{
            srOnly: false,
            position: 'fixed',
            top: '2',
            left: '2',
            zIndex: 'skipNav',
            bg: 'bg',
            px: '3',
            py: '2',
            rounded: 'md',
            boxShadow: 'md',
          }}
        >
          Skip to main content
        </chakra.a>
        <Flex minH="100dvh">
          <AppSidebar />
          <Flex direction="column" flex="1" minW="0">
            <AppHeader actions={headerActions} />
            <Box
              as="main"
              id={MAIN_ID}
              tabIndex={-1}
              outline="none"
              flex="1"
              width="full"
              maxW="7xl"
              mx="auto"
              px={{ base: '4', md: '6' }}
              py="6"
            >
              <UnreachableNotice />
              {children}
            </Box>
          </Flex>
        </Flex>
      </TooltipDelayGroup>
    </SidebarProvider>
  );
}
