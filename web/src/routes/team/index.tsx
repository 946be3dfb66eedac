import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../features/team/components/team-page';

export const Route = createFileRoute('/team/')({ component: TeamPage });
