import { createFileRoute } from '@tanstack/react-router';
import { DevelopersPage } from '../../features/developers/developers-page';

export const Route = createFileRoute('/settings/developers')({ component: DevelopersPage });
