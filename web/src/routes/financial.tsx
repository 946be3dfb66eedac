import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/page-placeholder';

export const Route = createFileRoute('/financial')({
  component: () => <PagePlaceholder title="Financial Management" />,
});
