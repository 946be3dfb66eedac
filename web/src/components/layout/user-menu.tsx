import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { displayName, initials, planLabel } from '@shared/format/user-display';
import { LogOut } from 'lucide-react';
import { useSignedInUser } from '../../lib/auth';
import { SIGN_OUT_URL } from '../../lib/auth-user';
import { navigateTo } from '../../lib/navigate';
import { UserAvatar } from '../user-avatar';

export function UserMenu() {
  const user = useSignedInUser();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      {/* The name starts with what the button shows (the initials), so speech input can say it (WCAG 2.5.3). */}
      <Menu.Trigger aria-label={`${initials(user)}, User menu`} rounded="full" cursor="pointer" focusRing="outside">
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
