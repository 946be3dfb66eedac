import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/page-placeholder';

export const Route = createFileRoute('/chat')({ component: () => <PagePlaceholder title="AI Assistant" /> });
