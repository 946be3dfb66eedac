import type { BusEventDetail } from '@shared/schemas/bus-event';
import type { Employee } from '@shared/schemas/employee';

/**
 * `employee_created` / `employee_updated` / `employee_deleted` (for outgoing webhooks). Only what anyone with the
 * webhook may see of a person: never compensation, notes or private contact details.
 */
export function employeeChangedEvent(
  type: 'employee_created' | 'employee_updated',
  workspaceId: string,
  employee: Employee,
  eventId: string,
  actorUserId: string | null,
): BusEventDetail {
  const { id, firstName, lastName, email, position, department, employmentType, hireDate } = employee;
  return {
    type,
    eventId,
    workspaceId,
    occurredAt: employee.updatedAt,
    actorUserId,
    data: { employee: { id, firstName, lastName, email, position, department, employmentType, hireDate } },
  };
}

export function employeeDeletedEvent(
  workspaceId: string,
  employeeId: string,
  eventId: string,
  occurredAt: Date,
): BusEventDetail {
  return {
    type: 'employee_deleted',
    eventId,
    workspaceId,
    occurredAt: occurredAt.toISOString(),
    data: { employee: { id: employeeId } },
  };
}
