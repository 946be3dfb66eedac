import { Text } from '@chakra-ui/react';
import { type Capability, refusalMessage } from '@shared/access/roles';
import type { ReactNode } from 'react';
import { useAuthUser } from '../lib/auth';
import { useCan } from '../lib/use-can';
import { Page } from './page';

/**
 * A screen for the roles that hold `capability`. Anyone else who reaches it (by its address, an old bookmark) sees
 * its title and why, in the API's own words ('Your role (Manager) cannot view financial data'), and the screen asks
 * the API nothing: its reads would only be refused.
 */
export function RoleGate(props: { capability: Capability; title: string; description?: string; children: ReactNode }) {
  const { data: user } = useAuthUser();
  const allowed = useCan(props.capability);
  if (allowed || !user) return props.children;
  return (
    <Page title={props.title} description={props.description}>
      <Text>{refusalMessage(user.role, props.capability)}</Text>
    </Page>
  );
}
