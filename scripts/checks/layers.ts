import { pathToFileURL } from 'node:url';
import { repoRoot } from '../local/repo-root';
import { type ImportEdge, type ImportGraph, importGraph, isTestModule, packageName } from './import-graph';

export type { ImportEdge } from './import-graph';

/**
 * Which code may import which, so that the layering in the README is a fact, not a wish. The graph is the one
 * TypeScript sees (`import-graph.ts`: oxc's parser and resolver, tsconfig `paths` included), type-only imports,
 * re-exports and dynamic `import()`s included, over every module of `functions/`, `shared/`, `web/`, `infra/`,
 * `scripts/` and `e2e/`. The rules hold for every module that ships or runs the product; tests and test support
 * (`isTestModule`) may reach anywhere to arrange a world. On top, no two modules of `functions/` or `shared/` may
 * import each other, however indirectly (`importCycles`). `npm run check:layers` lists violations; `layers.test.ts`
 * runs the check in `npm test`.
 *
 * Rules name layer folders, never single modules (bar infra's two reads of `functions/`), so that they hold
 * whichever area folders the layers are split into.
 */
export interface LayerRule {
  /** Modules this rule is about: a repo-relative path prefix (a folder ends with `/`). */
  layer: string;
  /**
   * Repo-relative prefixes, or package names, they must not import. A prefix that contains the layer itself (such as
   * `functions/` for `functions/domain/`) leaves the layer's own modules allowed.
   */
  mayNotImport?: readonly string[];
  /** When set, the only project paths (prefixes) outside the layer that it may import. */
  projectAllowed?: readonly string[];
  /** When set, the only packages (npm or `node:`) the layer may import. */
  packagesAllowed?: readonly string[];
  /** For what no prefix says: whether the rule refuses this edge (a web feature reaching into another). */
  refuses?: (edge: ImportEdge) => boolean;
  why: string;
}

const entryPoints = ['functions/http/', 'functions/jobs/', 'functions/fallback/', 'functions/authorizers/'];
const outsideTheProduct = ['web/', 'scripts/', 'infra/', 'e2e/'];

/** `web/src/features/tasks/api/get-tasks.ts` → `tasks`. */
function webFeature(path: string): string | undefined {
  return /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
}

export const layerRules: readonly LayerRule[] = [
  // The backend: entry points → services → domain / data / adapters → platform → shared.
  {
    layer: 'functions/',
    mayNotImport: outsideTheProduct,
    why: 'the functions ship to Lambda: they load shared code and packages, never the web, scripts or the stack',
  },
  ...entryPoints.map((layer) => ({
    layer,
    mayNotImport: ['functions/data/', 'functions/adapters/', 'functions/platform/dynamodb/'],
    why: 'an entry point parses its input, calls one service and answers; services own the data and the adapters',
  })),
  {
    layer: 'functions/services/',
    mayNotImport: entryPoints,
    why: 'use cases do not know how they are invoked',
  },
  {
    layer: 'functions/domain/',
    mayNotImport: ['functions/', ...outsideTheProduct],
    // croner: only its arithmetic (`nextRun` of a Cron made without a callback, which schedules nothing).
    packagesAllowed: ['zod', 'date-fns', 'chrono-node', 'croner', 'simple-statistics'],
    why: 'domain logic is pure: no I/O, no clock, no ids (they are passed in), so it imports only shared code and pure libraries',
  },
  {
    layer: 'functions/data/',
    mayNotImport: ['functions/domain/', 'functions/services/', 'functions/adapters/', ...entryPoints],
    why: 'the data layer declares entities; rules and use cases build on it, not the other way round',
  },
  {
    layer: 'functions/adapters/',
    mayNotImport: ['functions/services/', ...entryPoints],
    why: 'adapters implement the ports services use',
  },
  {
    layer: 'functions/platform/',
    mayNotImport: [
      'functions/data/',
      'functions/services/',
      'functions/domain/',
      'functions/adapters/',
      ...entryPoints,
    ],
    why: 'the platform (handler kit, config, logging, clients) knows no business entity',
  },
  {
    layer: 'shared/',
    mayNotImport: ['functions/', ...outsideTheProduct],
    why: 'shared code is isomorphic: the web and the functions both load it',
  },
  ...['functions/', 'shared/', 'web/src/'].map((layer) => ({
    layer,
    mayNotImport: ['shared/testing/'],
    why: 'the fixtures in shared/testing/ are test support: they stay out of the Lambdas and the browser bundle',
  })),
  // The web: shared → components, lib, theme → features → app, routes.
  {
    layer: 'web/',
    mayNotImport: ['functions/', 'scripts/', 'infra/', 'e2e/'],
    why: 'the browser bundle loads the route contracts and schemas from shared/, never server or tooling code',
  },
  {
    layer: 'web/src/',
    mayNotImport: ['web/src/testing/'],
    why: 'test support (stubbed APIs, fixtures) stays out of the bundle',
  },
  ...['web/src/components/', 'web/src/lib/', 'web/src/theme/'].map((layer) => ({
    layer,
    mayNotImport: ['web/src/features/', 'web/src/routes/', 'web/src/app/', 'web/src/prerender/'],
    why: 'components, lib and theme are the toolkit every feature builds on; they know no feature and no page',
  })),
  {
    layer: 'web/src/features/',
    mayNotImport: ['web/src/routes/', 'web/src/app/', 'web/src/prerender/'],
    refuses: ({ from, to }) => {
      const target = webFeature(to);
      return target !== undefined && target !== webFeature(from) && !to.startsWith(`web/src/features/${target}/api/`);
    },
    why: "a feature is its pages' parts; another feature may use only its api/ modules (queries, cache keys), never its components or helpers",
  },
  // The stack.
  {
    layer: 'infra/',
    projectAllowed: [
      'shared/',
      // The table's keys and indexes, declared once for the stack and the data layer.
      'functions/platform/dynamodb/table-definition.ts',
      // The header CloudFront adds and the origin authorizer checks.
      'functions/authorizers/origin-verify-header.ts',
    ],
    why: 'the stack reads the handler modules by path (the route table, esbuild) and imports only shared code and the two constants it shares with the functions',
  },
  // The local runtime `npm start` serves, the provider sandbox included.
  ...['scripts/local/', 'scripts/start.ts'].map((layer) => ({
    layer,
    mayNotImport: ['scripts/testing/', 'e2e/', 'scripts/bench/'],
    why: 'the local runtime ships to every developer; test harnesses and fakes build on it, not the other way round',
  })),
];

export type Violation = ImportEdge & { rule: LayerRule };

function startsWithAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(prefix));
}

const isProjectPath = (path: string) => /^(functions|shared|web|scripts|infra|e2e)\//.test(path);

function refuses(rule: LayerRule, edge: ImportEdge): boolean {
  const { to } = edge;
  const own = to.startsWith(rule.layer);
  const forbidden = rule.mayNotImport?.some(
    (target) => startsWithAny(to, [target]) && !(own && rule.layer.startsWith(target)),
  );
  if (forbidden) return true;
  if (rule.refuses?.(edge)) return true;
  if (isProjectPath(to)) return Boolean(rule.projectAllowed && !own && !startsWithAny(to, rule.projectAllowed));
  return Boolean(rule.packagesAllowed && !rule.packagesAllowed.includes(packageName(to)));
}

/** The edges that break a rule. Tests and test support are left out: only shipped and run code is layered. */
export function layerViolations(edges: readonly ImportEdge[], rules: readonly LayerRule[] = layerRules): Violation[] {
  return edges
    .filter((edge) => !isTestModule(edge.from))
    .flatMap((edge) =>
      rules
        .filter((rule) => edge.from.startsWith(rule.layer) && refuses(rule, edge))
        .map((rule) => ({ ...edge, rule })),
    );
}

/** The folders whose modules may not import each other in a circle. */
export const acyclicFolders = ['functions/', 'shared/'];

export interface ImportCycle {
  /** The shortest cycle from the tangle's first module (in path order) back to it. */
  cycle: string[];
  /** Every module of the tangle (a strongly connected component): each reaches every other. */
  modules: string[];
}

/**
 * Every import cycle among the modules under `folders`: each strongly connected component of the graph (Tarjan).
 * Type-only imports count: two modules that need each other's types are one module in two files.
 */
export function importCycles(edges: readonly ImportEdge[], folders: readonly string[] = acyclicFolders): ImportCycle[] {
  const inScope = (path: string) => startsWithAny(path, folders);
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!inScope(from) || !inScope(to) || from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  for (const targets of next.values()) targets.sort();

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const target of next.get(module) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1) components.push(component);
  };
  for (const module of [...next.keys()].sort()) if (!index.has(module)) connect(module);
  return components
    .map((component) => ({ cycle: cycleThrough(new Set(component), next), modules: component.sort() }))
    .sort((a, b) => (a.modules[0]! < b.modules[0]! ? -1 : 1));
}

/** The shortest cycle from the first module (in path order) of a strongly connected component back to itself. */
function cycleThrough(component: ReadonlySet<string>, next: ReadonlyMap<string, string[]>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const module = queue[at]!;
    for (const target of next.get(module) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [module];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, module);
        queue.push(target);
      }
    }
  }
  return [start];
}

export function describeViolation({ from, to, line, kind, rule }: Violation): string {
  const what = kind === 'type' ? 'imports types from' : 'imports';
  return `${from}:${line} ${what} ${to}: ${rule.layer} may not (${rule.why})`;
}

export function describeCycle({ cycle, modules }: ImportCycle): string {
  const others = modules.filter((module) => !cycle.includes(module));
  const tangle = others.length ? ` (tangled with ${others.join(', ')})` : '';
  return `import cycle: ${cycle.join(' → ')}${tangle}`;
}

export function describeUnresolved({ from, to, line }: ImportEdge): string {
  return `${from}:${line} imports ${to}, which resolves to no file: the check cannot see past it (a generated file? \`npm run generate\` writes them)`;
}

/** Every finding of the check over `graph`, one line each: layering violations, cycles, imports that lead nowhere. */
export function layerFindings(graph: ImportGraph): string[] {
  return [
    ...layerViolations(graph.edges).map(describeViolation),
    ...importCycles(graph.edges).map(describeCycle),
    ...graph.unresolved.map(describeUnresolved),
  ];
}

/** The repository's graph; the check's own fixtures (deliberately wrong code) are left out. */
export const repositoryGraph = (): ImportGraph => importGraph(repoRoot, ['scripts/checks/fixtures/']);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const graph = repositoryGraph();
  const findings = layerFindings(graph);
  for (const finding of findings) console.log(finding);
  const took = `${graph.modules.length} modules, ${graph.edges.length} imports, ${Math.round(performance.now() - started)} ms`;
  console.log(findings.length ? `${findings.length} layering finding(s) (${took})` : `Layering holds (${took})`);
  process.exitCode = findings.length ? 1 : 0;
}
