import { Box, Button } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useAuthUser } from '../../lib/auth';
import { Tooltip } from '../ui/tooltip';
import { navItems, settingsNavItems } from './nav-items';

/**
 * The eight items. Spec §2: the active item is the one whose path equals the current location, hence exact
 * matching ('/' is not active on '/tasks'); '/dashboard' is the Dashboard's other path, so it marks Dashboard too.
 * The router marks the active link with aria-current="page", which also drives its style.
 */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Only the screens the role may use (issue 30); before the user is known, the main ones (the gate holds the page).
  const permissions = useAuthUser().data?.permissions;
  const items = permissions
    ? [...navItems, ...settingsNavItems].filter((item) => permissions.includes(item.capability))
    : navItems;
  return (
    <Box as="nav" aria-label="Main" flex="1" overflowY="auto" px="2" py="2">
      <Box as="ul" display="flex" flexDirection="column" gap="1" listStyleType="none">
        {items.map((item) => {
          const { label, to, icon: Icon } = item;
          const alsoHere = 'alsoAt' in item && (item.alsoAt as readonly string[]).includes(pathname);
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
                  fontWeight="normal"
                  _currentPage={{ bg: 'bg.emphasized', fontWeight: 'semibold' }}
                >
                  <Link
                    to={to}
                    activeOptions={{ exact: true, includeSearch: false, includeHash: false }}
                    aria-current={alsoHere ? 'page' : undefined}
                  >
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
