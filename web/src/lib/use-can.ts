import type { Capability } from '@shared/access/roles';
import { useAuthUser } from './auth';

/**
 * Whether the signed-in person's role holds the capability, from the `permissions` `GET /api/auth/user` answers (the
 * role table in `shared/access/roles.ts`). The web hides what the role cannot do; the server is what enforces it.
 * False while signed out or before the user is known.
 */
export function useCan(capability: Capability): boolean {
  const { data } = useAuthUser();
  return data?.permissions.includes(capability) ?? false;
}
