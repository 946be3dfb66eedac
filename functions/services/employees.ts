import type { CreateEmployeeInput, EmployeeDetail, UpdateEmployeeInput } from '@shared/schemas/employee';
import { deleteCompetencySnapshots, putCompetencySnapshot } from '../data/competency-snapshots';
import { deleteEmployeeInsight } from '../data/employee-insights';
import { deleteEmployeeNotes, listEmployeeNotes } from '../data/employee-notes';
import {
  deleteEmployee,
  type EmployeeRecord,
  getEmployee,
  putNewEmployee,
  toEmployeeView,
  updateEmployee,
} from '../data/employees';
import { newId } from '../data/ids';
import { unassignTasksOf } from '../data/tasks';
import { newEmployee, scoresOf } from '../domain/team/new-employee';
import { NotFound } from '../platform/errors';
import { claimIdentifiers, releaseIdentifiers } from './employee-identifiers';

/**
 * Adds an employee: claims their email and employee ID in the workspace (409 when another employee has one), then
 * writes the employee, releasing the claims if that fails. Competencies start at the default 50, kept as the first
 * snapshot, the baseline later trends are measured from.
 */
export async function addEmployee(
  workspaceId: string,
  input: CreateEmployeeInput,
  now: Date = new Date(),
): Promise<EmployeeDetail> {
  const employee = newEmployee(workspaceId, newId(), input, now);
  const identifiers = { email: employee.email, employeeId: employee.employeeId };
  await claimIdentifiers(workspaceId, employee.id, identifiers, now);
  try {
    await putNewEmployee(employee);
  } catch (error) {
    await releaseIdentifiers(workspaceId, employee.id, identifiers);
    throw error;
  }
  await putCompetencySnapshot(workspaceId, employee.id, {
    id: newId(),
    savedAt: now.toISOString(),
    scores: scoresOf(employee.competencies),
  });
  return { ...toEmployeeView(employee), notes: [] };
}

/**
 * Sets the profile fields sent. A new email or employee ID is claimed before the write (409 when another employee
 * has it) and the old one released after it.
 */
export async function editEmployeeProfile(
  workspaceId: string,
  employeeId: string,
  changes: UpdateEmployeeInput,
  now: Date = new Date(),
): Promise<EmployeeDetail> {
  const current = await getEmployee(workspaceId, employeeId);
  if (!current) throw new NotFound('Employee not found');
  const claiming = changedIdentifiers(current, changes);
  await claimIdentifiers(workspaceId, employeeId, claiming, now);
  const updated = await updateEmployee(workspaceId, employeeId, { ...changes, updatedAt: now.toISOString() });
  if (!updated) {
    await releaseIdentifiers(workspaceId, employeeId, claiming);
    throw new NotFound('Employee not found');
  }
  await releaseIdentifiers(workspaceId, employeeId, {
    email: claiming.email !== undefined ? current.email : null,
    employeeId: claiming.employeeId !== undefined ? current.employeeId : null,
  });
  return { ...toEmployeeView(updated), notes: await listEmployeeNotes(workspaceId, employeeId) };
}

/**
 * Deletes an employee with everything that is theirs: their tasks lose the assignee first (so no task ever points at
 * a deleted employee), then the employee goes (from here on nothing reaches the rest), then their notes, insight,
 * competency history and identifier claims.
 */
export async function removeEmployee(workspaceId: string, employeeId: string, now: Date = new Date()): Promise<void> {
  const employee = await getEmployee(workspaceId, employeeId);
  if (!employee) throw new NotFound('Employee not found');
  await unassignTasksOf(workspaceId, employeeId, now.toISOString());
  if (!(await deleteEmployee(workspaceId, employeeId))) throw new NotFound('Employee not found');
  await Promise.all([
    deleteEmployeeNotes(workspaceId, employeeId),
    deleteCompetencySnapshots(workspaceId, employeeId),
    deleteEmployeeInsight(workspaceId, employeeId),
    releaseIdentifiers(workspaceId, employeeId, { email: employee.email, employeeId: employee.employeeId }),
  ]);
}

/** The identifiers an edit changes (compared case-blind, as claims are); `null` when one is cleared. */
function changedIdentifiers(current: EmployeeRecord, changes: UpdateEmployeeInput) {
  const differs = (before: string | null, after: string | null | undefined) =>
    after !== undefined && (after ?? '').toLowerCase() !== (before ?? '').toLowerCase();
  return {
    email: differs(current.email, changes.email) ? changes.email : undefined,
    employeeId: differs(current.employeeId, changes.employeeId) ? changes.employeeId : undefined,
  };
}
