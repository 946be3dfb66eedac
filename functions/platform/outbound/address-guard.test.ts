import { describe, expect, it } from 'vitest';
import {
  type AddressKind,
  assertOutboundUrl,
  classifyAddress,
  isAllowedAddress,
  OutboundUrlRefused,
  PUBLIC_ONLY,
} from './address-guard';

const LOCAL = { requireHttps: false, allowLoopback: true };

/** [address, kind, what it carries (IPv6 forms of IPv4) and how, allowed in AWS, allowed locally]. */
const table: [string, AddressKind, string | undefined, boolean, boolean][] = [
  // Public, both families.
  ['8.8.8.8', 'public', undefined, true, true],
  ['104.18.32.7', 'public', undefined, true, true],
  ['2606:4700::6810:2007', 'public', undefined, true, true],
  // IPv4 special ranges.
  ['127.0.0.1', 'loopback', undefined, false, true],
  ['127.255.255.254', 'loopback', undefined, false, true],
  ['10.1.2.3', 'private', undefined, false, false],
  ['172.20.0.1', 'private', undefined, false, false],
  ['192.168.1.1', 'private', undefined, false, false],
  ['169.254.169.254', 'link-local', undefined, false, false],
  ['100.64.0.1', 'carrier-grade-nat', undefined, false, false],
  ['100.127.255.254', 'carrier-grade-nat', undefined, false, false],
  ['0.0.0.0', 'unspecified', undefined, false, false],
  ['224.0.0.1', 'multicast', undefined, false, false],
  ['255.255.255.255', 'reserved', undefined, false, false],
  ['192.0.2.1', 'reserved', undefined, false, false],
  ['198.18.0.1', 'reserved', undefined, false, false],
  ['240.0.0.1', 'reserved', undefined, false, false],
  // IPv6 special ranges.
  ['::1', 'loopback', undefined, false, true],
  ['::', 'unspecified', undefined, false, false],
  ['fe80::1', 'link-local', undefined, false, false],
  ['fe80::1%eth0', 'link-local', undefined, false, false],
  ['fc00::1', 'unique-local', undefined, false, false],
  ['fd12:3456::1', 'unique-local', undefined, false, false],
  ['ff02::1', 'multicast', undefined, false, false],
  ['2001:db8::1', 'reserved', undefined, false, false],
  ['100::1', 'reserved', undefined, false, false],
  // IPv4-mapped (::ffff:0:0/96), in both notations.
  ['::ffff:127.0.0.1', 'loopback', '127.0.0.1', false, true],
  ['::ffff:7f00:1', 'loopback', '127.0.0.1', false, true],
  ['::ffff:a9fe:a9fe', 'link-local', '169.254.169.254', false, false],
  ['::ffff:10.0.0.1', 'private', '10.0.0.1', false, false],
  ['::ffff:8.8.8.8', 'public', '8.8.8.8', true, true],
  // IPv4-compatible (::/96): the forms that got through (issue 29, finding 5).
  ['::a9fe:a9fe', 'link-local', '169.254.169.254', false, false],
  ['::169.254.169.254', 'link-local', '169.254.169.254', false, false],
  ['::127.0.0.1', 'loopback', '127.0.0.1', false, true],
  ['::7f00:1', 'loopback', '127.0.0.1', false, true],
  ['::c0a8:101', 'private', '192.168.1.1', false, false],
  ['::6440:1', 'carrier-grade-nat', '100.64.0.1', false, false],
  // NAT64: the well-known prefix carries an IPv4 address; the local-use prefix is a network's own.
  ['64:ff9b::a9fe:a9fe', 'link-local', '169.254.169.254', false, false],
  ['64:ff9b::7f00:1', 'loopback', '127.0.0.1', false, true],
  ['64:ff9b::808:808', 'public', '8.8.8.8', true, true],
  ['64:ff9b:1::a00:1', 'reserved', undefined, false, false],
  // 6to4 and Teredo: refused whatever they carry; a private carried address is named.
  ['2002:a9fe:a9fe::1', 'link-local', '169.254.169.254', false, false],
  ['2002:c0a8:101::1', 'private', '192.168.1.1', false, false],
  ['2002:808:808::1', 'reserved', '8.8.8.8', false, false],
  ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private', '10.0.0.1', false, false],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved', '192.0.2.45', false, false],
  // Not an address at all.
  ['not-an-ip', 'reserved', undefined, false, false],
  ['', 'reserved', undefined, false, false],
];

describe('classifyAddress', () => {
  it.each(table)('%s is %s (carrying %s)', (address, kind, embeds) => {
    const result = classifyAddress(address);
    expect(result.kind).toBe(kind);
    expect(result.embeds).toBe(embeds);
  });

  it.each([
    ['::ffff:a9fe:a9fe', 'ipv4-mapped'],
    ['::a9fe:a9fe', 'ipv4-compatible'],
    ['::169.254.169.254', 'ipv4-compatible'],
    ['::ffff:169.254.169.254', 'ipv4-mapped'],
    ['64:ff9b::169.254.169.254', 'nat64'],
    ['64:ff9b::a9fe:a9fe', 'nat64'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo'],
  ])('names the form %s carries its IPv4 address in: %s', (address, via) => {
    expect(classifyAddress(address).via).toBe(via);
  });
});

describe('isAllowedAddress', () => {
  it.each(table)('%s (%s, carrying %s): allowed in AWS %s, locally %s', (address, _kind, _embeds, aws, local) => {
    expect(isAllowedAddress(address, PUBLIC_ONLY)).toBe(aws);
    expect(isAllowedAddress(address, LOCAL)).toBe(local);
  });
});

describe('assertOutboundUrl (after DNS resolution)', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it('refuses a host any of whose addresses is not public, naming the address and its kind', async () => {
    const refused = assertOutboundUrl(new URL('https://rebind.example.com/hook'), PUBLIC_ONLY, {
      label: 'The webhook URL',
      resolve: resolvesTo('104.18.32.7', '::a9fe:a9fe'),
    });
    await expect(refused).rejects.toBeInstanceOf(OutboundUrlRefused);
    await expect(refused).rejects.toThrow(
      'The webhook URL must point to a public address; rebind.example.com is ::a9fe:a9fe (link-local: 169.254.169.254 as ipv4-compatible)',
    );
  });

  it('checks a literal IPv6 host in the URL as written, brackets and all', async () => {
    for (const url of ['https://[::a9fe:a9fe]/', 'https://[::127.0.0.1]/', 'https://[::ffff:169.254.169.254]/']) {
      await expect(assertOutboundUrl(new URL(url), PUBLIC_ONLY), url).rejects.toMatchObject({ reason: 'not-allowed' });
    }
    await expect(assertOutboundUrl(new URL('http://[::127.0.0.1]:4555/'), LOCAL)).resolves.toBeUndefined();
  });

  it('accepts a host whose every address is public, and says when a host is not found', async () => {
    await expect(
      assertOutboundUrl(new URL('https://api.example.com'), PUBLIC_ONLY, { resolve: resolvesTo('8.8.8.8') }),
    ).resolves.toBeUndefined();
    await expect(
      assertOutboundUrl(new URL('https://nope.invalid'), PUBLIC_ONLY, { resolve: resolvesTo() }),
    ).rejects.toMatchObject({ reason: 'not-found' });
  });
});
