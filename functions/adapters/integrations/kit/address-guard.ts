import {
  assertOutboundUrl,
  isPublicAddress,
  type OutboundPolicy,
  OutboundUrlRefused,
  type Resolve,
} from '../../../platform/outbound/address-guard';
import { ConnectorError } from './connector-error';

/**
 * The SSRF rule for a connection's `apiUrl`, in connector terms: the platform's outbound guard
 * (`platform/outbound/address-guard.ts`, which says what is public), with its refusals as `ConnectorError`s. In AWS
 * the URL must be https and every address its host resolves to public, so a connection cannot point the app at the
 * Lambda runtime API on loopback, a VPC neighbour or a metadata endpoint. Locally (`INTEGRATION_URL_POLICY=local`,
 * set by the local runtime), loopback is allowed too: the provider sandbox listens there. The guard runs when a
 * connection is saved and again before every request, because DNS can change between the two.
 */
export type AddressPolicy = OutboundPolicy;
export type { Resolve };
export { isPublicAddress };

/** Throws a `misconfigured` ConnectorError naming what is wrong with the URL; resolves when it may be called. */
export async function assertReachableApiUrl(url: URL, policy: AddressPolicy, resolve?: Resolve): Promise<void> {
  try {
    await assertOutboundUrl(url, policy, { label: 'The API URL', ...(resolve ? { resolve } : {}) });
  } catch (error) {
    if (!(error instanceof OutboundUrlRefused)) throw error;
    throw new ConnectorError(error.reason === 'not-found' ? 'unreachable' : 'misconfigured', error.message);
  }
}
