import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { useAuthUser } from '../../../lib/auth';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';
import { useCanCall } from '../../../lib/use-can';

export interface BuilderPeople {
  me: { userId: string; email: string | null; employeeId: string | null };
  /** The members a notification can go to: all of them for those who may list members, else the person alone. */
  members: readonly { userId: string; name: string; role: string }[];
  employees: readonly { id: string; name: string }[];
  integrations: readonly { id: string; provider: IntegrationProviderId; name: string }[];
}

/** Who and what the builder's pickers offer: members, employees, the connected apps (passed in by the route). */
export function useBuilderPeople(integrations: BuilderPeople['integrations']): BuilderPeople {
  const { data: user } = useAuthUser();
  const canListMembers = useCanCall('listMembers');
  const members = useQuery({ ...routeQueryOptions('listMembers'), enabled: canListMembers });
  const employees = withItems(useInfiniteQuery(pagedQueryOptions('listEmployees')));
  const me = { userId: user?.id ?? '', email: user?.email ?? null, employeeId: user?.employeeId ?? null };
  const fullName = (first: string | null, last: string | null, fallback: string) =>
    [first, last].filter(Boolean).join(' ') || fallback;
  return {
    me,
    members: members.data
      ? members.data.members.map((m) => ({
          userId: m.userId,
          name: fullName(m.firstName, m.lastName, m.email ?? m.userId),
          role: m.role,
        }))
      : [
          {
            userId: me.userId,
            name: fullName(user?.firstName ?? null, user?.lastName ?? null, 'Me'),
            role: user?.role ?? '',
          },
        ],
    employees: (employees.items ?? []).map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
    integrations,
  };
}
