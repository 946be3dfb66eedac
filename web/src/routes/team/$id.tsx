import { createFileRoute } from '@tanstack/react-router';
import { EmployeeProfilePage } from '../../features/team/components/employee-profile-page';

export const Route = createFileRoute('/team/$id')({ component: EmployeeProfileRoute });

function EmployeeProfileRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving between profiles starts each one fresh (tabs, edit mode, forms).
  return <EmployeeProfilePage key={id} id={id} />;
}
