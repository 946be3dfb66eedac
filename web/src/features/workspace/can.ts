import type { Capability } from '@shared/access/roles';
import type { AuthUser } from '@shared/schemas/user';

/**
 * Whether the signed-in user's role holds `capability`, from the permissions `GET /api/auth/user` lists. A stand-in
 * for the app-wide permission hook; the server enforces either way.
 */
export function can(user: Pick<AuthUser, 'permissions'> | null | undefined, capability: Capability): boolean {
  return user?.permissions.includes(capability) ?? false;
}
