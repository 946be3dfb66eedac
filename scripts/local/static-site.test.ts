import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

let parent: string;
let server: Server;
let base: string;

beforeAll(async () => {
  // A folder of its own around the site, so that the file outside it is this run's (a fixed name in the shared
  // temporary folder may belong to another user, or to a run beside this one).
  parent = await mkdtemp(join(tmpdir(), 'bizpilot-site-'));
  const root = join(parent, 'site');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>BizPilot</title>');
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(root, 'theme-init.js'), 'document.documentElement.className = "light"');
  await writeFile(join(parent, 'secret.txt'), 'outside the site');
  const serve = createStaticSite(root);
  server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(parent, { recursive: true, force: true });
});

describe('static SPA hosting', () => {
  it('serves index.html for every client-side route, never cached', async () => {
    for (const path of ['/', '/tasks', '/team/01ABC', '/no/such/page']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>BizPilot</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const raw = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(await raw.text()).toBe('console.log("app")');
  });

  it('revalidates unhashed files', async () => {
    const res = await fetch(`${base}/theme-init.js`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the HTML page', async () => {
    const res = await fetch(`${base}/assets/missing-123.js`);
    expect(res.status).toBe(404);
  });

  it('answers a path with malformed percent-escapes with 400, never a 500', async () => {
    // Overlong UTF-8 for '..', a non-hex escape, a truncated sequence, a lone surrogate, each on a page and an asset.
    for (const path of ['/%c0%ae%c0%ae/', '/team/%ZZ', '/%E0%A4%A', '/team/%ED%A0%80', '/assets/%ZZ.js', '/%']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toMatch(/malformed/i);
      expect(res.headers.get('content-security-policy'), path).toContain('default-src');
    }
  });

  it('never serves files outside the site folder', async () => {
    const res = await fetch(`${base}/..%2Fsecret.txt`);
    expect(await res.text()).not.toContain('outside the site');
  });
});
