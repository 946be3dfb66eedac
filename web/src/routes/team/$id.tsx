import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../app/load-query';
import { employeeQueryOptions } from '../../features/team/api/get-employee';
import { insightQueryOptions } from '../../features/team/api/get-insight';
import { EmployeeProfilePage } from '../../features/team/components/employee-profile-page';

export const Route = createFileRoute('/team/$id')({
  loader: ({ context, params }) =>
    preload(
      context.queryClient,
      ensureQuery(employeeQueryOptions(params.id)),
      ensureQuery(insightQueryOptions(params.id)),
    ),
  component: EmployeeProfileRoute,
});

function EmployeeProfileRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving between profiles starts each one fresh (tabs, edit mode, forms).
  return <EmployeeProfilePage key={id} id={id} />;
}
