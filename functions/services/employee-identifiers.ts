import { employeeMessages } from '@shared/schemas/employee';
import {
  claimEmployeeIdentifier,
  type EmployeeIdentifierField,
  releaseEmployeeIdentifier,
} from '../data/employee-identifiers';
import { getEmployee } from '../data/employees';
import { Conflict } from '../platform/errors';

export type EmployeeIdentifiers = Partial<Record<EmployeeIdentifierField, string | null>>;

const fields: readonly EmployeeIdentifierField[] = ['email', 'employeeId'];

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
  const claim = { employeeId, claimedAt: now.toISOString() };
  for (const field of fields) {
    const value = identifiers[field];
    if (!value) continue;
    let outcome = await claimEmployeeIdentifier(workspaceId, field, value, claim);
    if (outcome !== 'claimed' && (await isAbandoned(workspaceId, outcome, now))) {
      outcome = await claimEmployeeIdentifier(workspaceId, field, value, claim, outcome);
    }
    if (outcome !== 'claimed') {
      await releaseIdentifiers(workspaceId, employeeId, claimed);
      throw new Conflict(takenMessage[field]);
    }
    claimed[field] = value;
  }
}

export async function releaseIdentifiers(
  workspaceId: string,
  employeeId: string,
  identifiers: EmployeeIdentifiers,
): Promise<void> {
  for (const field of fields) {
    const value = identifiers[field];
    if (value) await releaseEmployeeIdentifier(workspaceId, field, value, employeeId);
  }
}

async function isAbandoned(
  workspaceId: string,
  claim: { employeeId: string; claimedAt: string },
  now: Date,
): Promise<boolean> {
  if (now.getTime() - Date.parse(claim.claimedAt) < ABANDONED_CLAIM_MS) return false;
  return !(await getEmployee(workspaceId, claim.employeeId));
}
