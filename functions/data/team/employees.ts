import { employeeSchema, type TeamCounts } from '@shared/schemas/employee';
import { nullableNumber } from '@shared/schemas/nullable';
import { performancePercent } from '@shared/team/team-summary';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { talliedEntity } from '../../platform/dynamodb/tallied-entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedEmployeeV1 = z.extend(
  z.pick(employeeSchema, {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    position: true,
    department: true,
    employeeId: true,
    phone: true,
    address: true,
    hireDate: true,
    employmentType: true,
    profileImageUrl: true,
    skills: true,
    certifications: true,
    performanceScore: true,
    competencies: true,
    assessedAt: true,
    createdAt: true,
    updatedAt: true,
  }),
  // Always stored (null for none); the API leaves them out for readers who may not see compensation.
  { salary: nullableNumber, hourlyRate: nullableNumber },
);

/**
 * Employees: `WS#<workspaceId>` / `EMPLOYEE#<ulid>`. The current competencies live on the employee item (one read
 * for the list and the profile); every save also writes a dated snapshot (`competency-snapshots.ts`).
 */
const storedEmployees = defineWorkspaceEntity('Employee', storedEmployeeV1, 'EMPLOYEE#{id}');

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
