import { employeeMessages } from '@shared/schemas/employee';
import {
  type EmployeeIdentifierField,
  employeeIdentifierEntity,
  employeeIdentifierFields,
  identifierValue,
} from '../../data/team/employee-identifiers';
import { employeeEntity } from '../../data/team/employees';
import { Conflict } from '../../platform/errors';

/** An employee's email and employee ID; `null` or absent ones are not claimed (or released). */
export type EmployeeIdentifiers = Partial<Record<EmployeeIdentifierField, string | null>>;

const takenMessage: Record<EmployeeIdentifierField, string> = {
  email: employeeMessages.emailTaken,
  employeeId: employeeMessages.employeeIdTaken,
};

/**
 * A claim whose employee does not exist is either being created right now or was left by a request that died
 * between its writes. Past this age it is the latter, and the value is free again.
 */
const ABANDONED_CLAIM_MS = 60_000;

/**
 * Claims the employee's email and employee ID (those given) in the workspace. If another employee holds one, the
 * values claimed so far are released and a 409 names the field.
 */
export async function claimIdentifiers(
  workspaceId: string,
  employeeId: string,
  identifiers: EmployeeIdentifiers,
  now: Date,
): Promise<void> {
  const claimed: EmployeeIdentifiers = {};
  for (const field of employeeIdentifierFields) {
    const value = identifiers[field];
    if (!value) continue;
    if (!(await claim(workspaceId, employeeId, field, value, now))) {
      await releaseIdentifiers(workspaceId, employeeId, claimed);
      throw new Conflict(takenMessage[field]);
    }
    claimed[field] = value;
  }
}

/** Gives the values up, where the employee still holds them. */
export async function releaseIdentifiers(
  workspaceId: string,
  employeeId: string,
  identifiers: EmployeeIdentifiers,
): Promise<void> {
  for (const field of employeeIdentifierFields) {
    const value = identifiers[field];
    if (value) {
      await employeeIdentifierEntity.delete(
        { workspaceId, field, value: identifierValue(value) },
        { if: { employeeId } },
      );
    }
  }
}

async function claim(
  workspaceId: string,
  employeeId: string,
  field: EmployeeIdentifierField,
  value: string,
  now: Date,
): Promise<boolean> {
  const item = { workspaceId, field, value: identifierValue(value), employeeId, claimedAt: now.toISOString() };
  if (await employeeIdentifierEntity.create(item)) return true;
  const holder = await employeeIdentifierEntity.get(item, { consistent: true });
  if (!holder) return claim(workspaceId, employeeId, field, value, now);
  if (holder.employeeId === employeeId) return true;
  if (now.getTime() - Date.parse(holder.claimedAt) < ABANDONED_CLAIM_MS) return false;
  if (await employeeEntity.get({ workspaceId, id: holder.employeeId }, { consistent: true })) return false;
  // Taken over only if it is still that abandoned claim: of two requests taking it over, one wins.
  const taken = await employeeIdentifierEntity.update(
    item,
    { employeeId, claimedAt: item.claimedAt },
    { if: { employeeId: holder.employeeId, claimedAt: holder.claimedAt } },
  );
  return taken !== undefined;
}
