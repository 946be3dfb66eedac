import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ConnectorError } from './connector-error';

/**
 * The SSRF rule for a connection's `apiUrl`: a connector only calls addresses on the public internet. In AWS the URL
 * must be https and every address its host resolves to must be public, so a connection cannot point the app at the
 * Lambda runtime API on loopback, a VPC neighbour or a metadata endpoint. Locally, loopback is allowed too (the
 * provider sandbox listens there). The guard runs when a connection is saved and again before every request,
 * because DNS can change between the two.
 */
export interface AddressPolicy {
  requireHttps: boolean;
  allowLoopback: boolean;
}

/** Special-purpose ranges (IANA registries for IPv4 and IPv6) that are never a provider's API. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  // BlockList also matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 rules.
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function isLoopback(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (hostname: string) => Promise<string[]>;

const resolveAll: Resolve = async (hostname) => (await dnsLookup(hostname, { all: true })).map((a) => a.address);

/** Throws a `misconfigured` ConnectorError naming what is wrong with the URL; resolves when it may be called. */
export async function assertReachableApiUrl(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolve = resolveAll,
): Promise<void> {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) {
    throw new ConnectorError('misconfigured', 'The API URL must start with https://');
  }
  if (url.username || url.password) {
    throw new ConnectorError('misconfigured', 'The API URL must not contain a user name or password');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new ConnectorError('unreachable', `the host ${host} was not found`);
  }
  if (!addresses.length) throw new ConnectorError('unreachable', `the host ${host} was not found`);
  for (const address of addresses) {
    if (isPublicAddress(address) || (policy.allowLoopback && isLoopback(address))) continue;
    throw new ConnectorError('misconfigured', `The API URL must point to a public address; ${host} is ${address}`);
  }
}
