import { Bot, ChartColumn, type LucideIcon, Plug, Workflow } from 'lucide-react';

/** The four landing blurbs of spec §1. */
export const landingFeatures: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: 'Real-time KPIs',
    description: 'Revenue, leads, appointments and tasks in one dashboard.',
    icon: ChartColumn,
  },
  {
    title: 'AI Assistant',
    description: 'Instant insights, email generation and smart recommendations.',
    icon: Bot,
  },
  {
    title: 'Automation Builder',
    description: 'Build workflows with visual triggers and actions.',
    icon: Workflow,
  },
  {
    title: 'Smart Integrations',
    description: 'Connect your calendar, accounting service and CRM.',
    icon: Plug,
  },
];
