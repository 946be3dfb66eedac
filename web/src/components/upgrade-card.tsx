import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';
import { UpgradeLink } from './upgrade-link';

interface UpgradeCardProps {
  title: string;
  /** What the feature does for this workspace, and which plan has it. */
  children: ReactNode;
  /** The words of the way to the plans, e.g. 'Upgrade to Elite to use single sign-on'. */
  upgrade: ReactNode;
  'data-testid'?: string;
}

/** A settings screen's feature on a plan without it: what it would do, and the way to the plans, instead of controls. */
export function UpgradeCard({ title, children, upgrade, 'data-testid': testId }: UpgradeCardProps) {
  return (
    <SectionCard title={title}>
      <Stack gap="3" align="start" data-testid={testId}>
        <Text>{children}</Text>
        <UpgradeLink>{upgrade}</UpgradeLink>
      </Stack>
    </SectionCard>
  );
}
