import { employeeSchema, type TeamCounts } from '@shared/schemas/employee';
import { performancePercent } from '@shared/team/team-summary';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { talliedEntity } from '../../platform/dynamodb/tallied-entity';

/**
 * Employees: `WS#<workspaceId>` / `EMPLOYEE#<ulid>`. The current competencies live on the employee item (one read
 * for the list and the profile); every save also writes a dated snapshot (`competency-snapshots.ts`).
 */
const storedEmployees = defineWorkspaceEntity('Employee', employeeSchema, 'EMPLOYEE#{id}');

/**
 * Every write keeps the team's counts (`COUNTER#EMPLOYEES`: team size, full-time, the sum of performance percents, and
 * one `dept#<name>` count per department), so the team list's summary is one read whatever the team's size.
 */
export const employeeEntity = talliedEntity(storedEmployees, {
  counterKey: 'COUNTER#EMPLOYEES',
  tally: (employee) => ({
    count: 1,
    fullTime: employee.employmentType === 'full-time' ? 1 : 0,
    performanceTotal: performancePercent(employee),
    ...(employee.department?.trim() && { [`${DEPARTMENT}${employee.department.trim()}`]: 1 }),
  }),
  reads: ['employmentType', 'department', 'performanceScore'],
});

const DEPARTMENT = 'dept#';

/** The team list's summary from the counter (one read). */
export async function teamCounts(workspaceId: string): Promise<TeamCounts> {
  const counts = await employeeEntity.counts({ workspaceId });
  const departments = Object.entries(counts)
    .filter(([name, n]) => name.startsWith(DEPARTMENT) && n > 0)
    .map(([name]) => name.slice(DEPARTMENT.length))
    .sort((a, b) => a.localeCompare(b));
  return {
    total: counts.count ?? 0,
    fullTime: counts.fullTime ?? 0,
    performanceTotal: counts.performanceTotal ?? 0,
    departments,
  };
}
