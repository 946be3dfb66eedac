import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard for every outbound call a user can aim: an integration's API URL today, a public-API webhook's URL
 * tomorrow. One rule: such a call goes only to the public internet. A URL is checked by what its host resolves to
 * (every address, after DNS), when it is saved and again before each request, because DNS can change in between:
 *
 * ```ts
 * await assertOutboundUrl(new URL(url), outboundPolicy, { label: 'The webhook URL' }); // throws OutboundUrlRefused
 * classifyAddress('::ffff:169.254.169.254'); // { kind: 'link-local', embeds: '169.254.169.254', via: 'ipv4-mapped' }
 * ```
 *
 * Addresses are classified with ipaddr.js, and IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:…`, Teredo `2001:0:…`) are judged by the address
 * they carry, so `[::a9fe:a9fe]` is the metadata endpoint it is. 6to4 and Teredo are tunnels no provider's API sits
 * behind: refused even when what they carry is public.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade-nat'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

export type EmbeddingForm = 'ipv4-mapped' | 'ipv4-compatible' | 'nat64' | '6to4' | 'teredo';

export interface AddressClass {
  kind: AddressKind;
  /** The IPv4 address an IPv6 address carries, and how it carries it. */
  embeds?: string;
  via?: EmbeddingForm;
}

/** Where a deployment's outbound calls may go. Loopback only for the local provider sandbox (`INTEGRATION_URL_POLICY=local`). */
export interface OutboundPolicy {
  requireHttps: boolean;
  allowLoopback: boolean;
}

export const PUBLIC_ONLY: OutboundPolicy = { requireHttps: true, allowLoopback: false };

/**
 * Why a URL may not be called. `not-allowed`: the URL itself is wrong (scheme, credentials, a non-public address);
 * `not-found`: its host does not resolve (which may pass).
 */
export class OutboundUrlRefused extends Error {
  override name = 'OutboundUrlRefused';
  constructor(
    readonly reason: 'not-allowed' | 'not-found',
    message: string,
  ) {
    super(message);
  }
}

const IPV4_KINDS: Record<string, AddressKind> = {
  unicast: 'public',
  private: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade-nat',
  unspecified: 'unspecified',
  multicast: 'multicast',
};

const IPV6_KINDS: Record<string, AddressKind> = {
  unicast: 'public',
  loopback: 'loopback',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  unspecified: 'unspecified',
  multicast: 'multicast',
};

/** What kind of address this is; anything that is not an IP address is `reserved` (never called). */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 4) return { kind: IPV4_KINDS[ipaddr.IPv4.parse(address).range()] ?? 'reserved' };
  if (family !== 6) return { kind: 'reserved' };
  const ip = ipaddr.IPv6.parse(hexTail(address.replace(/%.*$/, ''))); // a zone id (`fe80::1%eth0`) says nothing of the range
  const parts = ip.parts;
  const v4 = (high: number, low: number) =>
    ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]).toString();
  const carried = (embeds: string, via: EmbeddingForm): AddressClass => ({ ...classifyAddress(embeds), embeds, via });
  const zeros = (count: number) => parts.slice(0, count).every((part) => part === 0);

  if (zeros(5) && parts[5] === 0xffff) return carried(v4(parts[6]!, parts[7]!), 'ipv4-mapped');
  // ::/96 but for :: and ::1 themselves (deprecated IPv4-compatible addresses; a stack may still route them).
  if (zeros(6) && (parts[6] !== 0 || parts[7]! > 1)) return carried(v4(parts[6]!, parts[7]!), 'ipv4-compatible');
  if (parts[0] === 0x64 && parts[1] === 0xff9b) {
    // 64:ff9b::/96 is the well-known NAT64 prefix; 64:ff9b:1::/48 is for a network's own translators.
    if (parts.slice(2, 6).every((part) => part === 0)) return carried(v4(parts[6]!, parts[7]!), 'nat64');
    return { kind: 'reserved' };
  }
  if (parts[0] === 0x2002) return tunnel(carried(v4(parts[1]!, parts[2]!), '6to4'));
  // Teredo: the client's IPv4 address is the last 32 bits, inverted.
  if (parts[0] === 0x2001 && parts[1] === 0)
    return tunnel(carried(v4(~parts[6]! & 0xffff, ~parts[7]! & 0xffff), 'teredo'));
  return { kind: IPV6_KINDS[ip.range()] ?? 'reserved' };
}

/**
 * `::a.b.c.d` with its dotted tail as two hex groups: ipaddr.js reads `::169.254.169.254` as `::ffff:a9fe:a9fe`, so
 * an IPv4-compatible address written in dotted form was named IPv4-mapped.
 */
function hexTail(address: string): string {
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (!dotted || !ipaddr.IPv4.isValidFourPartDecimal(dotted.slice(1).join('.'))) return address;
  const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
  const group = (high: number, low: number) => ((high << 8) | low).toString(16);
  return `${address.slice(0, dotted.index)}${group(a, b)}:${group(c, d)}`;
}

/** A tunnel's own address is refused even when the address it carries is public; the carried kind is kept if not. */
const tunnel = (inner: AddressClass): AddressClass =>
  inner.kind === 'public' ? { ...inner, kind: 'reserved' } : inner;

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).kind === 'public';
}

/** May a call under `policy` go to this address? Loopback, in any of its IPv6 forms, only when the policy allows it. */
export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  const { kind } = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}

export type Resolve = (hostname: string) => Promise<string[]>;

const resolveAll: Resolve = async (hostname) => (await dnsLookup(hostname, { all: true })).map((a) => a.address);

/**
 * Resolves when `url` may be called under `policy`; otherwise throws `OutboundUrlRefused` with a message that starts
 * with `label` ('The API URL must point to a public address; x.example is 10.0.0.1 (private)').
 */
export async function assertOutboundUrl(
  url: URL,
  policy: OutboundPolicy,
  options: { label?: string; resolve?: Resolve } = {},
): Promise<void> {
  const label = options.label ?? 'The URL';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) {
    throw new OutboundUrlRefused('not-allowed', `${label} must start with https://`);
  }
  if (url.username || url.password) {
    throw new OutboundUrlRefused('not-allowed', `${label} must not contain a user name or password`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? resolveAll)(host);
  } catch {
    throw new OutboundUrlRefused('not-found', `the host ${host} was not found`);
  }
  if (!addresses.length) throw new OutboundUrlRefused('not-found', `the host ${host} was not found`);
  for (const address of addresses) {
    if (isAllowedAddress(address, policy)) continue;
    const { kind, embeds, via } = classifyAddress(address);
    const what = via ? `${kind}: ${embeds} as ${via}` : kind;
    throw new OutboundUrlRefused(
      'not-allowed',
      `${label} must point to a public address; ${host} is ${address} (${what})`,
    );
  }
}
