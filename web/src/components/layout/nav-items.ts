import type { Capability } from '@shared/access/roles';
import {
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
 * Spec §2: the sidebar's items, in this order. `alsoAt` lists the other paths of the same screen ('/' and
 * '/dashboard' are both the Dashboard), where the item is active too.
 */
export const navItems = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, alsoAt: ['/dashboard'] },
  { label: 'Tasks', to: '/tasks', icon: SquareCheckBig },
  { label: 'Automations', to: '/automations', icon: Zap },
  { label: 'AI Assistant', to: '/chat', icon: MessageSquare },
  { label: 'Team', to: '/team', icon: Users },
  { label: 'Integrations', to: '/integrations', icon: Plug },
  { label: 'Financial', to: '/financial', icon: Wallet },
  { label: 'Subscription', to: '/subscription', icon: CreditCard },
] as const satisfies ReadonlyArray<{ label: string; to: string; icon: LucideIcon; alsoAt?: readonly string[] }>;

/** Settings items below the main ones, each shown only to the roles that hold its capability. */
export const settingsNavItems = [
  { label: 'Team members', to: '/settings/members', icon: UserCog, requires: 'members.manage' },
] as const satisfies ReadonlyArray<{ label: string; to: string; icon: LucideIcon; requires: Capability }>;
