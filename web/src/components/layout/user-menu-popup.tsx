import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { type Capability, roleLabels } from '@shared/access/roles';
import { displayName, planLabel } from '@shared/format/user-display';
import type { AuthUser } from '@shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftRight,
  CircleUser,
  Code2,
  LogOut,
  type LucideIcon,
  Palette,
  ScrollText,
  ShieldCheck,
  Sparkles,
  UserCog,
} from 'lucide-react';
import { routeQueryOptions } from '../../lib/api-query';
import { callRoute } from '../../lib/api-route';
import { SIGN_OUT_URL } from '../../lib/auth-user';
import { failureToast } from '../../lib/mutation-toasts';
import { navigateTo } from '../../lib/navigate';
import { useRouteMutation } from '../../lib/route-mutation';
import { UserAvatar } from '../user-avatar';
import { userMenuTriggerProps } from './user-menu';

/**
 * The screens the menu opens, each hidden from a role without its `capability`: the workspace's settings above the
 * workspace switch, the rest below it, before 'Log Out'.
 */
const menuScreens = [
  {
    group: 'workspace',
    value: 'team-members',
    to: '/settings/members',
    label: 'Team members',
    Icon: UserCog,
    capability: 'members.manage',
  },
  {
    group: 'workspace',
    value: 'security',
    to: '/settings/security',
    label: 'Security',
    Icon: ShieldCheck,
    capability: 'security.manage',
  },
  {
    group: 'workspace',
    value: 'audit-log',
    to: '/settings/audit',
    label: 'Audit log',
    Icon: ScrollText,
    capability: 'audit.view',
  },
  {
    group: 'workspace',
    value: 'developers',
    to: '/settings/developers',
    label: 'Developers',
    Icon: Code2,
    capability: 'apiKeys.manage',
  },
  {
    group: 'personal',
    value: 'branding',
    to: '/settings/branding',
    label: 'Branding',
    Icon: Palette,
    capability: 'workspace.settings',
  },
  { group: 'personal', value: 'ai-settings', to: '/settings/ai', label: 'AI settings', Icon: Sparkles },
  { group: 'personal', value: 'account', to: '/settings/account', label: 'Account settings', Icon: CircleUser },
] as const satisfies ReadonlyArray<{
  group: 'workspace' | 'personal';
  value: string;
  to: string;
  label: string;
  Icon: LucideIcon;
  capability?: Capability;
}>;

function ScreenItems({ user, group }: { user: AuthUser; group: 'workspace' | 'personal' }) {
  const navigate = useNavigate();
  return menuScreens
    .filter(
      (screen) => screen.group === group && (!('capability' in screen) || user.permissions.includes(screen.capability)),
    )
    .map(({ value, to, label, Icon }) => (
      <Menu.Item key={value} value={value} onSelect={() => void navigate({ to })}>
        <Icon size={16} aria-hidden />
        {label}
      </Menu.Item>
    ));
}

/** The header's user menu, loaded by `UserMenu` when first used; it mounts open (the use that loaded it). */
export default function UserMenuPopup({ user }: { user: AuthUser }) {
  const workspaces = useQuery(routeQueryOptions('listWorkspaces'));
  const others = (workspaces.data?.workspaces ?? []).filter((w) => w.workspaceId !== user.workspaceId);
  const switchTo = useRouteMutation('switchWorkspace', {
    mutationFn: (workspaceId: string) => callRoute('switchWorkspace', { body: { workspaceId } }),
    // A full load of the app in the new workspace, as after accepting an invitation: every cached read, the route
    // loaders' and the branding were the old workspace's, and a read still on screen with the old role and plan would
    // be refused in the new one.
    onSuccess: () => navigateTo('/'),
    onError: failureToast('Failed to switch workspace'),
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
            <ScreenItems user={user} group="workspace" />
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
            <ScreenItems user={user} group="personal" />
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
