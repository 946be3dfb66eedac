import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { displayName, planLabel } from '@shared/format/user-display';
import { LogOut } from 'lucide-react';
import { useSignedInUser } from '../../lib/auth';
import { SIGN_OUT_URL } from '../../lib/auth-user';
import { Tooltip } from '../ui/tooltip';
import { UserAvatar } from '../user-avatar';

/** Sidebar footer: avatar, display name, '<Tier> Plan' and Log Out (spec §2, §3). */
export function SidebarUser({ collapsed }: { collapsed: boolean }) {
  const user = useSignedInUser();
  return (
    <Stack borderTopWidth="1px" p="2" gap="2" data-testid="sidebar-user">
      <Flex align="center" gap="2" justify={collapsed ? 'center' : 'flex-start'} minW="0">
        <UserAvatar user={user} />
        <Box minW="0" srOnly={collapsed}>
          <Text fontSize="sm" fontWeight="medium" truncate data-testid="sidebar-user-name">
            {displayName(user)}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="sidebar-user-plan">
            {planLabel(user.subscriptionTier)}
          </Text>
        </Box>
      </Flex>
      {collapsed ? (
        <Tooltip content="Log Out">
          <IconButton asChild aria-label="Log Out" variant="ghost" size="sm">
            <a href={SIGN_OUT_URL}>
              <LogOut aria-hidden />
            </a>
          </IconButton>
        </Tooltip>
      ) : (
        <Button asChild variant="outline" size="sm" justifyContent="flex-start">
          <a href={SIGN_OUT_URL}>
            <LogOut aria-hidden />
            Log Out
          </a>
        </Button>
      )}
    </Stack>
  );
}
