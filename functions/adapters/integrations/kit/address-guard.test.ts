import { describe, expect, it } from 'vitest';
import { assertReachableApiUrl, isPublicAddress } from './address-guard';

const aws = { requireHttps: true, allowLoopback: false };
const local = { requireHttps: false, allowLoopback: true };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('API URL address guard', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['104.18.32.7', '2606:4700::6810:2007', '52.94.236.248'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts an https URL whose host resolves only to public addresses', async () => {
    await expect(
      assertReachableApiUrl(new URL('https://api.hubapi.com'), aws, resolvesTo('104.18.32.7')),
    ).resolves.toBeUndefined();
  });

  it('refuses plain http, embedded credentials and hosts that resolve inside the network in AWS', async () => {
    await expect(
      assertReachableApiUrl(new URL('http://api.hubapi.com'), aws, resolvesTo('104.18.32.7')),
    ).rejects.toThrow('The API URL must start with https://');
    await expect(
      assertReachableApiUrl(new URL('https://u:p@api.example.com'), aws, resolvesTo('104.18.32.7')),
    ).rejects.toThrow('The API URL must not contain a user name or password');
    await expect(
      assertReachableApiUrl(new URL('https://sneaky.example.com'), aws, resolvesTo('104.18.32.7', '127.0.0.1')),
    ).rejects.toThrow('The API URL must point to a public address; sneaky.example.com is 127.0.0.1');
    await expect(assertReachableApiUrl(new URL('https://[::1]:9001/'), aws)).rejects.toThrow('is ::1');
    await expect(assertReachableApiUrl(new URL('https://169.254.169.254/latest'), aws)).rejects.toThrow(
      'is 169.254.169.254',
    );
  });

  it('allows the loopback sandbox locally, but still no private network', async () => {
    await expect(assertReachableApiUrl(new URL('http://127.0.0.1:4555/hubspot'), local)).resolves.toBeUndefined();
    await expect(
      assertReachableApiUrl(new URL('http://localhost:4555/hubspot'), local, resolvesTo('::1', '127.0.0.1')),
    ).resolves.toBeUndefined();
    await expect(assertReachableApiUrl(new URL('http://192.168.1.20/api'), local)).rejects.toThrow('is 192.168.1.20');
  });

  it('refuses the metadata endpoint and loopback written as IPv4-compatible IPv6 (issue 29, finding 5)', async () => {
    await expect(assertReachableApiUrl(new URL('https://[::a9fe:a9fe]/latest'), aws)).rejects.toThrow(
      'must point to a public address',
    );
    await expect(assertReachableApiUrl(new URL('https://[::127.0.0.1]/'), aws)).rejects.toThrow(
      'must point to a public address',
    );
    await expect(assertReachableApiUrl(new URL('http://[::a9fe:a9fe]/latest'), local)).rejects.toThrow(
      'must point to a public address',
    );
    // Locally the sandbox's loopback is reachable in its IPv4-mapped and -compatible forms too: they are loopback.
    await expect(assertReachableApiUrl(new URL('http://[::ffff:127.0.0.1]:4555/'), local)).resolves.toBeUndefined();
    await expect(assertReachableApiUrl(new URL('http://[::127.0.0.1]:4555/'), local)).resolves.toBeUndefined();
  });

  it('says when a host cannot be found', async () => {
    const missing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(assertReachableApiUrl(new URL('https://nope.invalid'), aws, missing)).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'the host nope.invalid was not found',
    });
  });
});
