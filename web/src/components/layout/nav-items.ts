import type { Capability } from '@shared/access/roles';
import {
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Plug,
  SquareCheckBig,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';

/** Spec §2: the sidebar's items, in this order; each shown to the roles that hold its capability (issue 30). */
export const navItems = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, capability: 'kpi.view' },
  { label: 'Tasks', to: '/tasks', icon: SquareCheckBig, capability: 'tasks.view' },
  { label: 'Automations', to: '/automations', icon: Zap, capability: 'automations.view' },
  { label: 'AI Assistant', to: '/chat', icon: MessageSquare, capability: 'assistant.use' },
  { label: 'Team', to: '/team', icon: Users, capability: 'team.view' },
  { label: 'Integrations', to: '/integrations', icon: Plug, capability: 'integrations.view' },
  { label: 'Financial', to: '/financial', icon: Wallet, capability: 'finance.view' },
  { label: 'Subscription', to: '/subscription', icon: CreditCard, capability: 'workspace.view' },
] as const satisfies ReadonlyArray<{ label: string; to: string; icon: LucideIcon; capability: Capability }>;
