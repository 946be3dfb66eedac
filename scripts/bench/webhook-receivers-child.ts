import { startWebhookReceiver } from '../testing/webhook-receiver';

/**
 * The webhook bench's receivers, in a process of their own (`receiversInChild` in webhook-fan-out.ts): the
 * customers' servers are other machines, so their work is neither on the app's event loop nor in its CPU time.
 * Started with the number of receivers and the deliveries each waits for; tells its parent their URLs, then, once
 * every receiver has that many distinct deliveries (by `webhook-id`), or when asked, what each got.
 */
export interface ReceiversReport {
  /** Distinct deliveries (webhook-ids) per receiver. */
  distinct: number[];
  /** Requests per receiver: more than `distinct` when an attempt was sent twice. */
  posts: number[];
  /** This process's CPU time while it received. */
  cpuMs: number;
}

export type ReceiversMessage = { type: 'listening'; urls: string[] } | ({ type: 'report' } & ReceiversReport);

const [count, expected] = process.argv.slice(2).map(Number) as [number, number];
const send = (message: ReceiversMessage) => process.send!(message);

const ids = Array.from({ length: count }, () => new Set<string>());
const cpuBefore = process.cpuUsage();
let reported = false;

const report = () => {
  const cpu = process.cpuUsage(cpuBefore);
  send({
    type: 'report',
    distinct: ids.map((set) => set.size),
    posts: receivers.map((r) => r.received.length),
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
};

// Counted as requests end, so the report goes the moment the last delivery lands, with no polling.
const receivers = await Promise.all(
  ids.map((seen) =>
    startWebhookReceiver(undefined, (request) => {
      seen.add(String(request.headers['webhook-id']));
      if (!reported && ids.every((set) => set.size >= expected)) {
        reported = true;
        report();
      }
    }),
  ),
);

process.on('message', (message: { type: 'report' }) => {
  if (message.type === 'report') report();
});
process.on('disconnect', () => {
  void Promise.all(receivers.map((r) => r.stop())).then(() => process.exit(0));
});
send({ type: 'listening', urls: receivers.map((r) => r.url) });
