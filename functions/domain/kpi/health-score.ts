import { formatPercent } from '@shared/format/money';
import type {
  HealthComponent,
  HealthScore,
  KpiFigure,
  KpiStats,
  MissingData,
  TaskPerformance,
} from '@shared/schemas/kpi';
import { roundTo } from './percent-change';

/**
 * The business health score (Insights tab), 0–100, from four documented components:
 *
 * | component       | points | earned                                                                  |
 * |-----------------|--------|-------------------------------------------------------------------------|
 * | Revenue growth  | 35     | change vs the previous period: −25 % or worse 0, flat half, +25 % or better all |
 * | Lead flow       | 20     | the same scale on new leads                                             |
 * | Appointments    | 15     | the same scale on appointments                                          |
 * | Task completion | 30     | the completion rate of the tasks created in the range                   |
 *
 * A component whose data does not exist (nothing in either period; no task created) is not scored and says what
 * would fill it; the score is the points earned over the points of the components that have data, so a business
 * without a CRM is not marked down for it. With no data at all there is no score.
 */
export const HEALTH_WEIGHTS = { revenue: 35, leads: 20, appointments: 15, tasks: 30 } as const;
const GROWTH_SPAN = 25;

export const missingData = {
  revenue: {
    message: 'Connect a payment, accounting or e-commerce app, or import a bank statement, to see revenue',
    href: '/integrations',
  },
  leads: { message: 'Connect a CRM to see new leads', href: '/integrations' },
  appointments: { message: 'Connect a calendar to see appointments', href: '/integrations' },
  tasks: { message: 'Create tasks to see task completion', href: '/tasks' },
  satisfaction: { message: 'Connect a review source to see satisfaction', href: '/integrations' },
} as const satisfies Record<string, MissingData>;

export interface HealthInputs {
  revenue: KpiFigure;
  leads: KpiFigure;
  appointments: KpiFigure;
  /** The previous period's figures, to tell "no data" from "fell to zero". */
  previous: KpiStats['previous'];
  performance: Pick<TaskPerformance, 'completionRate' | 'tasksCreated' | 'tasksCreatedCompleted'>;
}

export function healthScore(inputs: HealthInputs): HealthScore {
  const components: HealthComponent[] = [
    growth('revenue', 'Revenue growth', inputs.revenue, inputs.previous.revenue),
    growth('leads', 'Lead flow', inputs.leads, inputs.previous.leads),
    growth('appointments', 'Appointments', inputs.appointments, inputs.previous.appointments),
    completion(inputs.performance),
  ];
  const scored = components.filter((c) => c.points !== null);
  const available = scored.reduce((sum, c) => sum + c.weight, 0);
  const earned = scored.reduce((sum, c) => sum + (c.points ?? 0), 0);
  return { score: available > 0 ? Math.round((earned / available) * 100) : null, components };
}

function growth(
  id: 'revenue' | 'leads' | 'appointments',
  label: string,
  figure: KpiFigure,
  previous: number,
): HealthComponent {
  const weight = HEALTH_WEIGHTS[id];
  if (figure.current === 0 && previous === 0) {
    return {
      id,
      label,
      weight,
      points: null,
      detail: 'No data in this period or the one before',
      missing: missingData[id],
    };
  }
  const share = Math.min(1, Math.max(0, (figure.change + GROWTH_SPAN) / (2 * GROWTH_SPAN)));
  const sign = figure.change > 0 ? '+' : '';
  return {
    id,
    label,
    weight,
    points: roundTo(weight * share, 1),
    detail: `${sign}${formatPercent(figure.change)} vs the previous period`,
    missing: null,
  };
}

function completion(performance: HealthInputs['performance']): HealthComponent {
  const weight = HEALTH_WEIGHTS.tasks;
  const base = { id: 'tasks' as const, label: 'Task completion', weight };
  if (performance.completionRate === null) {
    return { ...base, points: null, detail: 'No tasks created in this period', missing: missingData.tasks };
  }
  return {
    ...base,
    points: roundTo((weight * performance.tasksCreatedCompleted) / performance.tasksCreated, 1),
    detail: `${performance.tasksCreatedCompleted} of ${performance.tasksCreated} tasks created in this period are completed`,
    missing: null,
  };
}
