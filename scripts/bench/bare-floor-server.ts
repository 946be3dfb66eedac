import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor of the load bench: a bare Node HTTP server in its own process, answering every request with the body
 * the bench last sent it (the route's own answer, so the floor moves the same bytes). Whatever a route costs above
 * this is the app's; what this costs is the machine's and the load tool's, in the same run.
 */
let body = '{}';
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message) => {
  if (typeof message !== 'object' || message === null || !('body' in message)) return;
  body = String(message.body);
  process.send?.('body-set');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
