import type { Capability } from '@shared/access/roles';
import {
  Bell,
  Code2,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Plug,
  SquareCheckBig,
  UserCog,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';

/**
 * Spec §2: the sidebar's items, in this order; each shown to the roles that hold its capability (issue 30).
 * `alsoAt` lists the other paths of the same screen ('/' and '/dashboard' are both the Dashboard), where the item is
 * active too.
 */
export const navItems = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, capability: 'kpi.view', alsoAt: ['/dashboard'] },
  { label: 'Tasks', to: '/tasks', icon: SquareCheckBig, capability: 'tasks.view' },
  { label: 'Automations', to: '/automations', icon: Zap, capability: 'automations.view' },
  { label: 'AI Assistant', to: '/chat', icon: MessageSquare, capability: 'assistant.use' },
  { label: 'Team', to: '/team', icon: Users, capability: 'team.view' },
  { label: 'Integrations', to: '/integrations', icon: Plug, capability: 'integrations.view' },
  { label: 'Financial', to: '/financial', icon: Wallet, capability: 'finance.view' },
  { label: 'Subscription', to: '/subscription', icon: CreditCard, capability: 'workspace.view' },
] as const satisfies ReadonlyArray<NavItem>;

/** Settings items below the main ones, each shown only to the roles that hold its capability. */
export const settingsNavItems = [
  { label: 'Team members', to: '/settings/members', icon: UserCog, capability: 'members.manage' },
  { label: 'Notifications', to: '/settings/notifications', icon: Bell, capability: 'workspace.view' },
  { label: 'Developers', to: '/settings/developers', icon: Code2, capability: 'apiKeys.manage' },
] as const satisfies ReadonlyArray<NavItem>;

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  capability: Capability;
  alsoAt?: readonly string[];
}
