import { Text, type TextProps } from '@chakra-ui/react';
import { type Capability, refusalMessage } from '@shared/access/roles';
import type { ReactNode } from 'react';
import { useAuthUser } from '../lib/auth';
import { useCan } from '../lib/use-can';
import { Page } from './page';
import type { PageHeaderProps } from './page-header';

/**
 * A screen for the roles that hold `capability`. Anyone else who reaches it (by its address, an old bookmark) sees
 * its title and why, in the API's own words ('Your role (Manager) cannot view financial data'), and the screen asks
 * the API nothing: its reads would only be refused.
 */
export function roleGated<P extends object>(
  capability: Capability,
  header: Pick<PageHeaderProps, 'title' | 'description'>,
  Screen: (props: P) => ReactNode,
): (props: P) => ReactNode {
  return function RoleGated(props: P) {
    return (
      <RoleGate
        capability={capability}
        refused={
          <Page {...header}>
            <RoleRefusal capability={capability} />
          </Page>
        }
      >
        <Screen {...props} />
      </RoleGate>
    );
  };
}

/**
 * `children` for the roles that hold `capability` (and while the user is not known yet, as the API then decides);
 * `refused` for the others, by default why in the API's words. Children are not rendered, so ask the API nothing.
 */
export function RoleGate({
  capability,
  refused = <RoleRefusal capability={capability} />,
  children,
}: {
  capability: Capability;
  refused?: ReactNode;
  children: ReactNode;
}) {
  const { data: user } = useAuthUser();
  const allowed = useCan(capability);
  return allowed || !user ? children : refused;
}

/**
 * Why the signed-in member may not do what `capability` allows, in the words the API refuses them with, and — where
 * the screen knows — who can (`whoCan`: 'only the workspace owner can change the plan').
 */
export function RoleRefusal({
  capability,
  whoCan,
  ...textProps
}: { capability: Capability; whoCan?: string } & Omit<TextProps, 'children'>) {
  const { data: user } = useAuthUser();
  if (!user) return null;
  const refusal = refusalMessage(user.role, capability);
  return <Text {...textProps}>{whoCan ? `${refusal}: ${whoCan}.` : refusal}</Text>;
}
