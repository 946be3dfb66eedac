import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../shared/api/route-contract';
import { Firewall } from './constructs/firewall';

export interface EdgeFirewallStackProps extends StackProps {
  readonly routes: readonly RouteDefinition[];
}

/**
 * The firewall's web ACL on its own, in us-east-1 (the only region where CloudFront web ACLs can be made), for an
 * app stack in another region; the app stack reads its ARN through a cross-region reference.
 */
export class EdgeFirewallStack extends Stack {
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, props);
    this.firewall = new Firewall(this, 'Firewall', { routes: props.routes });
  }
}
