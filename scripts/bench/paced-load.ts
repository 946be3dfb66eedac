import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './percentile';

/** What one run of load measured: latency percentiles in ms, requests sent against those offered, failures. */
export interface Load {
  p50: number;
  p99: number;
  sent: number;
  offered: number;
  errors: number;
}

/**
 * Requests sent at a steady `rate`, each at its own moment whether or not earlier ones have been answered (an open
 * loop: visitors arriving independently), over keep-alive connections. autocannon's `overallRate` is the other
 * shape: each second's quota goes out through its connections as fast as they are answered, so its latencies are
 * those of a server saturated for part of every second. Latency is counted from the moment a request was due, not
 * from when it went out, so a generator that falls behind shows as latency rather than hiding it.
 */
export async function pacedLoad(
  url: string,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
  init: { method?: 'GET' | 'POST'; body?: string; status?: number } = {},
): Promise<Load & { p95: number; latencies: number[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const offered = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      sent++;
      // From when it was due, or from when it went out if a timer fired a hair early.
      const from = Math.min(dueAt, performance.now());
      const req = request(url, { agent, method: init.method ?? 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== (init.status ?? 200)) errors++;
          latencies.push(performance.now() - from);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(init.body);
    });

  const start = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < offered; i++) {
    const dueAt = start + (i * 1000) / rate;
    const wait = dueAt - performance.now();
    // Never early: a timer's lateness is counted against the server, for the floor and the route alike.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: Number(percentile(latencies, 0.5).toFixed(1)),
    p95: Number(percentile(latencies, 0.95).toFixed(1)),
    p99: Number(percentile(latencies, 0.99).toFixed(1)),
    sent,
    offered,
    errors,
    latencies,
  };
}
