import { createFileRoute } from '@tanstack/react-router';
import { BrandingPage } from '../../features/branding/components/branding-page';

export const Route = createFileRoute('/settings/branding')({ component: BrandingPage });
