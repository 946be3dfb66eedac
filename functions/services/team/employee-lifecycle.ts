import type { Employee, EmployeeDetail } from '@shared/schemas/employee';
import type { CreateEmployeeInput, UpdateEmployeeInput } from '@shared/schemas/employee-requests';
import { competencySnapshotEntity } from '../../data/team/competency-snapshots';
import { employeeInsightEntity } from '../../data/team/employee-insights';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { employeeEntity } from '../../data/team/employees';
import { changedFields } from '../../domain/audit/changes';
import { compensationWriteRefusal } from '../../domain/team/employee-access';
import { employeeChangedEvent, employeeDeletedEvent } from '../../domain/team/employee-events';
import { newEmployee } from '../../domain/team/new-employee';
import type { Member } from '../../platform/auth/members';
import { RoleForbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { employeeTarget } from '../audit/audit-targets';
import { unassignTasksOf } from '../tasks/tasks';
import { found, notFound } from '../workspace/not-found';
import { claimIdentifiers, releaseIdentifiers } from './employee-identifiers';
import { detailFor, notesOf } from './employees';

/**
 * An employee's arrival, change of identity and departure: what touches the workspace-wide uniqueness of their email
 * and employee ID, and, on removal, everything that is theirs.
 */

/**
 * Adds an employee: claims their email and employee ID in the workspace (409 when another employee has one), then
 * writes the employee, releasing the claims if that fails. Competencies start at the default 50, which is not an
 * assessment: no snapshot is kept until the first real one is saved.
 */
export async function addEmployee(
  member: Member,
  input: CreateEmployeeInput,
  now = new Date(),
): Promise<EmployeeDetail> {
  // An empty salary field on the add form is no salary, not a write of one.
  refuseCompensationWrite(member, { salary: input.salary ?? undefined, hourlyRate: input.hourlyRate ?? undefined });
  const { workspaceId } = member;
  const employee = newEmployee(newId(), input, now);
  const identifiers = { email: employee.email, employeeId: employee.employeeId };
  await claimIdentifiers(workspaceId, employee.id, identifiers, now);
  try {
    await employeeEntity.create({ workspaceId, ...employee });
  } catch (error) {
    await releaseIdentifiers(workspaceId, employee.id, identifiers);
    throw error;
  }
  await announceChange(member, undefined, employee, Object.keys(input));
  return detailFor(member, employee, []);
}

/**
 * Audits an employee's creation (no `before`) or change, comparing the fields the person sent, and publishes it on
 * the bus.
 */
async function announceChange(member: Member, before: Employee | undefined, after: Employee, sent: string[]) {
  const created = before === undefined;
  await recordAudit(member.workspaceId, {
    action: created ? 'employee.created' : 'employee.updated',
    target: employeeTarget(after),
    changes: changedFields(before, after, sent as (keyof Employee & string)[]),
  });
  const type = created ? 'employee_created' : 'employee_updated';
  await publishEvent(employeeChangedEvent(type, member.workspaceId, after, newId(), member.userId));
}

/** Setting salary or hourly rate needs `compensation.view`: 403 naming the role otherwise. */
function refuseCompensationWrite(member: Member, changes: { salary?: unknown; hourlyRate?: unknown }): void {
  const refusal = compensationWriteRefusal(member, changes);
  if (refusal) throw new RoleForbidden(refusal);
}

/**
 * Sets the profile fields sent. A new email or employee ID is claimed before the write (409 when another employee
 * has it) and the old one released after it.
 */
export async function editEmployeeProfile(
  member: Member,
  id: string,
  changes: UpdateEmployeeInput,
  now = new Date(),
): Promise<EmployeeDetail> {
  refuseCompensationWrite(member, changes);
  const { workspaceId } = member;
  const current = found(await employeeEntity.get({ workspaceId, id }, { consistent: true }), 'employee');
  const claiming = {
    email: changed(current.email, changes.email),
    employeeId: changed(current.employeeId, changes.employeeId),
  };
  await claimIdentifiers(workspaceId, id, claiming, now);
  const key = { workspaceId, id };
  const edit = { ...changes, updatedAt: now.toISOString() };
  // Conditional on what the team's counts read of the employee as read above, so the counter needs no read of its own;
  // only an edit that raced another's reads it again.
  const asRead = {
    employmentType: current.employmentType,
    department: current.department,
    performanceScore: current.performanceScore,
  };
  const updated = (await employeeEntity.update(key, edit, { if: asRead })) ?? (await employeeEntity.update(key, edit));
  if (!updated) {
    await releaseIdentifiers(workspaceId, id, claiming);
    throw notFound('employee');
  }
  await releaseIdentifiers(workspaceId, id, {
    email: claiming.email !== undefined ? current.email : null,
    employeeId: claiming.employeeId !== undefined ? current.employeeId : null,
  });
  await announceChange(member, current, updated, Object.keys(changes));
  return detailFor(member, updated, await notesOf(workspaceId, id));
}

/**
 * Deletes an employee with everything that is theirs: their tasks lose the assignee first (so no task points at a
 * deleted employee), then the employee goes (from here on nothing reaches the rest), then their notes, insight,
 * competency history and identifier claims.
 */
export async function removeEmployee(workspaceId: string, id: string, now = new Date()): Promise<void> {
  const employee = found(await employeeEntity.get({ workspaceId, id }, { consistent: true }), 'employee');
  await unassignTasksOf(workspaceId, id, now);
  if (!(await employeeEntity.delete({ workspaceId, id }))) throw notFound('employee');
  await Promise.all([
    employeeNoteEntity.deleteAll({ workspaceId, employeeId: id }),
    competencySnapshotEntity.deleteAll({ workspaceId, employeeId: id }),
    employeeInsightEntity.delete({ workspaceId, employeeId: id }),
    releaseIdentifiers(workspaceId, id, { email: employee.email, employeeId: employee.employeeId }),
  ]);
  await recordAudit(workspaceId, { action: 'employee.deleted', target: employeeTarget(employee) });
  await publishEvent(employeeDeletedEvent(workspaceId, id, newId(), now));
}

/** The new value of an identifier an edit changes (compared case-blind, as claims are); `undefined` if unchanged. */
function changed(before: string | null, after: string | null | undefined): string | null | undefined {
  if (after === undefined || (after ?? '').toLowerCase() === (before ?? '').toLowerCase()) return undefined;
  return after;
}
