import { createFileRoute } from '@tanstack/react-router';
import { ApiReferencePage } from '../features/developers/api-reference-page';

export const Route = createFileRoute('/developers')({ component: ApiReferencePage });
