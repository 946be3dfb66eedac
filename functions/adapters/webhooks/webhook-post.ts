import { lookup as dnsLookup } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAllowedAddress, type OutboundPolicy } from '../../platform/outbound/address-guard';

/**
 * One POST of a webhook. The SSRF rule is checked again where it matters most, on the address the socket connects
 * to: the connection's DNS lookup refuses any answer that is not allowed under the policy, so a host that resolved to
 * a public address when it was checked cannot rebind to loopback in between. Redirects are never followed (node's
 * client does not): a 3xx is the receiver's answer, and a failed attempt. At most the first 2 KB of the answer is
 * kept, and the whole attempt is bounded by `timeoutMs`.
 */
export interface WebhookAnswer {
  statusCode: number;
  body: string;
}

export const ANSWER_BYTES_KEPT = 2048;

export class WebhookPostFailed extends Error {
  override name = 'WebhookPostFailed';
}

function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (refused || !addresses.length) {
        const why = refused ? `${hostname} is ${refused.address}, not a public address` : `${hostname} has no address`;
        return callback(Object.assign(new Error(why), { code: 'EADDRREFUSED' }), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Connections are kept open between attempts to the same host and port: an event fanned out to many endpoints on one
 * receiver, and the next event to them, skip the TCP and TLS handshakes (most of an attempt's CPU on both sides,
 * measured by `npm run bench -- webhook`). A pooled connection is to an address the guarded lookup allowed when it
 * was opened, so reusing it cannot reach anything the policy refuses. Idle ones close after 15 s and never hold the
 * process open.
 */
const IDLE_CONNECTION_MS = 15_000;
const httpAgent = new HttpAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
const httpsAgent = new HttpsAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });

export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { policy: OutboundPolicy; timeoutMs: number },
): Promise<WebhookAnswer> {
  const https = url.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    agent: https ? httpsAgent : httpAgent,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'BizPilot-Webhooks/1',
    },
    lookup: guardedLookup(options.policy),
    timeout: options.timeoutMs,
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy(new WebhookPostFailed(`No answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    const request = send(url, requestOptions, (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_BYTES_KEPT) {
          chunks.push(chunk);
          kept += chunk.length;
        }
        // Beyond what is kept, the rest is read and dropped: the status is what counts.
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          statusCode: response.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, ANSWER_BYTES_KEPT).toString('utf8'),
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(new WebhookPostFailed(error.message));
      });
    });
    request.on('timeout', () =>
      request.destroy(new WebhookPostFailed(`No answer within ${options.timeoutMs / 1000} s`)),
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof WebhookPostFailed ? error : new WebhookPostFailed(error.message));
    });
    request.end(body);
  });
}
