import type { ExpenseCategory } from '@shared/catalog/finance-categories';
import { Cpu, type LucideIcon, Megaphone, MoreHorizontal, Settings, Users, Zap } from 'lucide-react';

/** Spec §2: the expense categories are shown with icons. One icon per category, defined here once. */
export const expenseCategoryIcons: Readonly<Record<ExpenseCategory, LucideIcon>> = {
  Payroll: Users,
  Marketing: Megaphone,
  Operations: Settings,
  Technology: Cpu,
  Utilities: Zap,
  Other: MoreHorizontal,
};
