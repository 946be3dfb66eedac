import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../../app/load-query';
import { automationRunQueryOptions } from '../../../features/automations/api/get-automation-run';
import { RunDetailPage } from '../../../features/automations/components/run-detail-page';

export const Route = createFileRoute('/automations/runs/$runId')({
  loader: ({ context, params }) => preload(context.queryClient, ensureQuery(automationRunQueryOptions(params.runId))),
  component: RunDetailRoute,
});

function RunDetailRoute() {
  const { runId } = Route.useParams();
  // Keyed by id: a replay opens its new run afresh.
  return <RunDetailPage key={runId} runId={runId} />;
}
