import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/audit/components/audit-log-page';

export const Route = createFileRoute('/settings/audit')({
  component: AuditLogPage,
});
