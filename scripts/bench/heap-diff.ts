import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startRuntimeProcess } from './runtime-process';
import { seededWorkspace, steadyRequests } from './steady-soak';

/**
 * Where the steady soak's memory goes: `npx tsx scripts/bench/heap-diff.ts [warm-up s] [measured s]`. The runtime
 * under the soak's load, a heap snapshot of its main thread after the warm-up and another at the end (each after a
 * full GC), and the constructors whose objects grew most between the two (count and self size), beside RSS.
 */
const warmUp = Number(process.argv[2] ?? 60);
const measured = Number(process.argv[3] ?? 120);
const runtime = await startRuntimeProcess();
try {
  const { headers, employeeId } = await seededWorkspace(runtime);
  const load = (seconds: number) =>
    autocannon({
      url: runtime.url,
      connections: 10,
      overallRate: 50,
      duration: seconds,
      headers,
      requests: steadyRequests(employeeId),
    });
  await load(warmUp);
  const before = await snapshot('before');
  const rssBefore = (await runtime.rssMb()).now;
  await load(measured);
  const after = await snapshot('after');
  const rssAfter = (await runtime.rssMb()).now;
  console.log(`RSS ${rssBefore} → ${rssAfter} MB over ${measured} s`);
  const rows = [...after]
    .map(([name, a]) => {
      const b = before.get(name) ?? { count: 0, size: 0 };
      return {
        name,
        count: a.count - b.count,
        kb: Math.round((a.size - b.size) / 1024),
        totalKb: Math.round(a.size / 1024),
      };
    })
    .sort((x, y) => y.kb - x.kb)
    .slice(0, 25);
  console.table(rows);
} finally {
  await runtime.stop();
}

/** Objects by constructor (node name for objects, node type otherwise): count and total self size. */
async function snapshot(label: string): Promise<Map<string, { count: number; size: number }>> {
  const path = join(tmpdir(), `bizpilot-${label}-${process.pid}.heapsnapshot`);
  const file = await runtime.heapSnapshot(path);
  const heap = JSON.parse(await readFile(file, 'utf8'));
  await rm(file);
  const {
    node_fields: fields,
    node_types: [types],
  } = heap.snapshot.meta;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byName = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' ? `${type}:${heap.strings[heap.nodes[i + nameAt]]}` : type;
    const entry = byName.get(name) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += heap.nodes[i + sizeAt];
    byName.set(name, entry);
  }
  return byName;
}
