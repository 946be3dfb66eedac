import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { roleLabels } from '@shared/access/roles';
import { displayName, planLabel } from '@shared/format/user-display';
import type { AuthUser } from '@shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftRight,
  CircleUser,
  Code2,
  LogOut,
  Palette,
  ScrollText,
  ShieldCheck,
  Sparkles,
  UserCog,
} from 'lucide-react';
import { routeQueryOptions } from '../../lib/api-query';
import { callRoute } from '../../lib/api-route';
import { SIGN_OUT_URL } from '../../lib/auth-user';
import { notifyFailure, notifySuccess } from '../../lib/mutation-toasts';
import { navigateTo } from '../../lib/navigate';
import { useRouteMutation } from '../../lib/route-mutation';
import { serverMessage } from '../../lib/server-message';
import { UserAvatar } from '../user-avatar';
import { userMenuTriggerProps } from './user-menu';

/** The header's user menu, loaded by `UserMenu` when first used; it mounts open (the use that loaded it). */
export default function UserMenuPopup({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const workspaces = useQuery(routeQueryOptions('listWorkspaces'));
  const others = (workspaces.data?.workspaces ?? []).filter((w) => w.workspaceId !== user.workspaceId);
  const switchTo = useRouteMutation('switchWorkspace', {
    mutationFn: (workspaceId: string) => callRoute('switchWorkspace', { body: { workspaceId } }),
    // Every cached read was the old workspace's: all of it is read again, in the new one.
    onSuccess: async (membership, _v, _c, { client }) => {
      await client.resetQueries();
      notifySuccess('Workspace switched', `You are now in ${membership.workspaceName}`);
      await navigate({ to: '/' });
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to switch workspace'),
  });
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
              <Text fontSize="xs" color="fg.muted" truncate data-testid="user-menu-workspace">
                {user.workspaceName} · {roleLabels[user.role]}
              </Text>
            </Box>
            {user.permissions.includes('members.manage') ? (
              <Menu.Item value="team-members" onSelect={() => void navigate({ to: '/settings/members' })}>
                <UserCog size={16} aria-hidden />
                Team members
              </Menu.Item>
            ) : null}
            {user.permissions.includes('security.manage') ? (
              <Menu.Item value="security" onSelect={() => void navigate({ to: '/settings/security' })}>
                <ShieldCheck size={16} aria-hidden />
                Security
              </Menu.Item>
            ) : null}
            {user.permissions.includes('audit.view') ? (
              <Menu.Item value="audit-log" onSelect={() => void navigate({ to: '/settings/audit' })}>
                <ScrollText size={16} aria-hidden />
                Audit log
              </Menu.Item>
            ) : null}
            {user.permissions.includes('apiKeys.manage') ? (
              <Menu.Item value="developers" onSelect={() => void navigate({ to: '/settings/developers' })}>
                <Code2 size={16} aria-hidden />
                Developers
              </Menu.Item>
            ) : null}
            {others.length > 0 ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Switch workspace</Menu.ItemGroupLabel>
                {others.map((w) => (
                  <Menu.Item
                    key={w.workspaceId}
                    value={`workspace-${w.workspaceId}`}
                    onSelect={() => switchTo.mutate(w.workspaceId)}
                  >
                    <ArrowLeftRight size={16} aria-hidden />
                    {w.workspaceName} ({roleLabels[w.role]})
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ) : null}
            <Menu.Separator />
            {user.permissions.includes('workspace.settings') ? (
              <Menu.Item value="branding" onSelect={() => void navigate({ to: '/settings/branding' })}>
                <Palette size={16} aria-hidden />
                Branding
              </Menu.Item>
            ) : null}
            <Menu.Item value="ai-settings" onSelect={() => void navigate({ to: '/settings/ai' })}>
              <Sparkles size={16} aria-hidden />
              AI settings
            </Menu.Item>
            <Menu.Item value="account" onSelect={() => void navigate({ to: '/settings/account' })}>
              <CircleUser size={16} aria-hidden />
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
