import { describe, expect, it } from 'vitest';
import { csrfRefusal, isOwnOrigin } from './csrf';

describe('isOwnOrigin', () => {
  const app = 'https://app.example.com';
  const localApp = 'http://localhost:3000';

  it.each([
    [app, 'https://app.example.com', true, 'the app origin itself'],
    [app, 'https://app.example.com:443', true, 'its default port written out'],
    [app, 'http://app.example.com', false, 'another scheme'],
    [app, 'https://app.example.com:8443', false, 'another port'],
    [app, 'https://evil.example.com', false, 'another host'],
    [app, 'https://app.example.com.evil.example', false, 'a host that only begins like it'],
    [localApp, 'http://127.0.0.1:3000', true, 'another loopback name of a local app, same scheme and port'],
    [localApp, 'http://[::1]:3000', true, 'the IPv6 loopback of a local app'],
    [localApp, 'https://localhost:3000', false, 'a loopback on another scheme'],
    [localApp, 'http://localhost:3001', false, 'a loopback on another port'],
    [app, 'http://127.0.0.1:3000', false, 'a loopback when the app is not local'],
  ])('with the app at %s, %s is its own origin: %s (%s)', (appOrigin, origin, own) => {
    expect(isOwnOrigin(origin, appOrigin)).toBe(own);
  });

  it('refuses the opaque origin, garbage, and everything when no app origin is configured', () => {
    expect(isOwnOrigin('null', localApp)).toBe(false);
    expect(isOwnOrigin('not a url', localApp)).toBe(false);
    expect(isOwnOrigin(localApp, undefined)).toBe(false);
  });
});

describe('csrfRefusal', () => {
  const app = 'https://app.example.com';
  const event = (method: string, headers: Record<string, string>, cookies?: string[]) => ({
    headers,
    cookies,
    requestContext: { http: { method } },
  });
  const session = ['__Host-sid=abc'];

  it.each([
    ['a read, from anywhere', 'GET', { origin: 'https://evil.example' }, session, true],
    ['the app origin', 'POST', { origin: app }, session, true],
    ['a foreign origin', 'POST', { origin: 'https://evil.example' }, session, false],
    [
      'Sec-Fetch-Site cross-site, even with the app origin',
      'POST',
      { origin: app, 'sec-fetch-site': 'cross-site' },
      session,
      false,
    ],
    ['no Origin, the app as Referer', 'POST', { referer: `${app}/subscription` }, session, true],
    ['no Origin, a cross-site Referer', 'POST', { referer: 'https://evil.example/x' }, session, false],
    ['no Origin, a Referer that only begins like the app', 'POST', { referer: `${app}.evil.example/` }, session, false],
    ['no Origin, a Referer that is not a URL', 'POST', { referer: 'nonsense' }, session, false],
    ['no Origin, no Referer, Sec-Fetch-Site cross-site', 'PATCH', { 'sec-fetch-site': 'cross-site' }, undefined, false],
    ['no Origin, no Referer, with the session cookie', 'POST', {}, session, false],
    ['no Origin, no Referer, a cookie header only', 'DELETE', { cookie: 'a=b' }, undefined, false],
    [
      'no Origin, no Referer, Sec-Fetch-Site none, with the session cookie',
      'POST',
      { 'sec-fetch-site': 'none' },
      session,
      false,
    ],
    [
      'no Origin, no Referer, Sec-Fetch-Site same-origin (a browser says so)',
      'POST',
      { 'sec-fetch-site': 'same-origin' },
      session,
      true,
    ],
    ['no Origin, no Referer, no cookie (a script, a bearer client)', 'POST', {}, undefined, true],
    ['no Origin, no Referer, an empty cookie list', 'PUT', {}, [], true],
  ])('%s: allowed %s', (_, method, headers, cookies, allowed) => {
    expect(csrfRefusal(event(method, headers as Record<string, string>, cookies), app) === undefined).toBe(allowed);
  });
});
