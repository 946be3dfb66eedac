import { assignableRoles, type Capability, capabilityNames, roles } from '@shared/access/roles';
import * as z from '@shared/zod';

/** The role table's values as schemas, for the contracts that carry a role or a capability. */
export const roleSchema = z.enum(roles);
export const assignableRoleSchema = z.enum(assignableRoles);
export const capabilitySchema = z.enum(capabilityNames as [Capability, ...Capability[]]);
