import { PageHeader } from './page-header';

/** A screen whose issue has not landed yet: its title and a line saying so, never made-up data. */
export function PagePlaceholder({ title }: { title: string }) {
  return <PageHeader title={title} description="This screen is coming soon." />;
}
