import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spaContentSecurityPolicy } from '@shared/security/content-security-policy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

const securityHeaders = (uploadOrigin: string | undefined) => ({
  'content-security-policy': spaContentSecurityPolicy({ uploadOrigin }),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

/** The path with its percent-escapes decoded; `undefined` when one is malformed (`%ZZ`, `%c0%ae`, a cut sequence). */
function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA like CloudFront does: hashed `/assets/*` cached for a year, everything else revalidated,
 * and any path that is not a file falls back to `index.html` so client-side routes survive a reload.
 * Compressed copies are made once per file version and kept in memory.
 */
export function createStaticSite(root: string, options: { uploadOrigin?: string | undefined } = {}) {
  const SECURITY_HEADERS = securityHeaders(options.uploadOrigin);
  const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

  async function resolveFile(urlPath: string): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
    const relative = normalize(decodedPath(urlPath) ?? '').replace(/^([/\\])+/, '');
    const path = join(root, relative);
    if (!path.startsWith(root + sep) && path !== root) return undefined;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  }

  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    // No file or route has such a name, and CloudFront's viewer-request function refuses them the same way.
    if (decodedPath(urlPath) === undefined) {
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
        .end('Bad request: the path has a malformed percent-escape');
      return;
    }
    let file = urlPath === '/' ? undefined : await resolveFile(urlPath);
    if (!file && extname(urlPath) && urlPath !== '/index.html') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('Not found');
      return;
    }
    file ??= await resolveFile('index.html');
    if (!file) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
        .end('The web app is not built yet. Run `npm run build` (npm start does this for you).');
      return;
    }

    const ext = extname(file.path);
    const hashed = urlPath.startsWith('/assets/');
    res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);

    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (encoding && COMPRESSIBLE.has(ext)) {
      let entry = compressed.get(file.path);
      if (!entry || entry.mtimeMs !== file.mtimeMs) {
        const raw = await readFile(file.path);
        entry = { mtimeMs: file.mtimeMs, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
        compressed.set(file.path, entry);
      }
      const body = entry[encoding];
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('content-length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('content-length', file.size);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file.path).pipe(res);
  };
}
