import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

export const employeeIdentifierFields = ['email', 'employeeId'] as const;
export type EmployeeIdentifierField = (typeof employeeIdentifierFields)[number];

/**
 * What makes an employee unique in a workspace: their email and their employee ID. Each value is claimed with a
 * conditional put of its own item (`WS#<workspaceId>` / `EMPKEY#<field>#<value>`, the value lower-cased) naming the
 * employee it belongs to, so two concurrent requests cannot both take one value, without a transaction.
 */
export const employeeIdentifierEntity = defineWorkspaceEntity(
  'EmployeeIdentifier',
  z.object({
    field: z.enum(employeeIdentifierFields),
    value: z.string(),
    employeeId: z.string(),
    claimedAt: z.string(),
  }),
  'EMPKEY#{field}#{value}',
);

/** Identifiers compare case-blind: `EMP-001` and `emp-001` are one employee ID. */
export const identifierValue = (value: string) => value.trim().toLowerCase();
