import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { displayName, planLabel } from '@shared/format/user-display';
import type { AuthUser } from '@shared/schemas/user';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserCog } from 'lucide-react';
import { SIGN_OUT_URL } from '../../lib/auth-user';
import { navigateTo } from '../../lib/navigate';
import { UserAvatar } from '../user-avatar';
import { userMenuTriggerProps } from './user-menu';

/** The header's user menu, loaded by `UserMenu` when first used; it mounts open (the use that loaded it). */
export default function UserMenuPopup({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger {...userMenuTriggerProps(user)}>
        <UserAvatar user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {displayName(user)}
              </Text>
              {user.email ? (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {user.email}
                </Text>
              ) : null}
              <Text fontSize="xs" color="fg.muted">
                {planLabel(user.subscriptionTier)}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" onSelect={() => void navigate({ to: '/settings/account' })}>
              <UserCog size={16} aria-hidden />
              Account settings
            </Menu.Item>
            <Menu.Item value="log-out" onSelect={() => navigateTo(SIGN_OUT_URL)}>
              <LogOut size={16} aria-hidden />
              Log Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
