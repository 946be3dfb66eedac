import { Box, Button } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Tooltip } from '../ui/tooltip';
import { navItems } from './nav-items';

/** The eight items; the active one is the item whose path equals the current location (spec §2). */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Box as="nav" aria-label="Main" flex="1" overflowY="auto" px="2" py="2">
      <Box as="ul" display="flex" flexDirection="column" gap="1" listStyleType="none">
        {navItems.map(({ label, to, icon: Icon }) => {
          const active = pathname === to;
          return (
            <li key={to}>
              <Tooltip content={label} disabled={!collapsed}>
                <Button
                  asChild
                  variant="ghost"
                  size="sm"
                  width="full"
                  justifyContent={collapsed ? 'center' : 'flex-start'}
                  px={collapsed ? '0' : '3'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'bg.emphasized' : undefined}
                  data-active={active || undefined}
                >
                  <Link to={to} aria-current={active ? 'page' : undefined} activeProps={{}} inactiveProps={{}}>
                    <Icon aria-hidden />
                    <Box as="span" srOnly={collapsed} truncate>
                      {label}
                    </Box>
                  </Link>
                </Button>
              </Tooltip>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
