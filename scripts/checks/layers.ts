import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectMetafile } from '../../infra/handler-modules';
import { repoRoot } from '../local/repo-root';

/**
 * Which code may import which, so that the layering in the README is a fact, not a wish. The graph comes from esbuild
 * (`projectMetafile`: the resolution every Lambda bundle uses, tsconfig paths included), over every non-test module
 * of `functions/` and `shared/`. `npm run check:layers` lists violations; `layers.test.ts` runs the check in
 * `npm test`.
 */
export interface LayerRule {
  /** Modules this rule is about: a repo-relative path prefix. */
  layer: string;
  /** Repo-relative prefixes, or package names, they must not import. */
  mayNotImport: readonly string[];
  /** When set, the only packages (npm or `node:`) the layer may import. */
  packagesAllowed?: readonly string[];
  why: string;
}

const entryPoints = ['functions/http/', 'functions/jobs/', 'functions/fallback/', 'functions/authorizers/'];

export const layerRules: readonly LayerRule[] = [
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
    mayNotImport: ['functions/', 'web/', 'scripts/'],
    packagesAllowed: ['zod', 'date-fns'],
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
    mayNotImport: ['functions/', 'web/', 'scripts/', 'infra/'],
    why: 'shared code is isomorphic: the web and the functions both load it',
  },
];

export interface ImportEdge {
  from: string;
  to: string;
}

export interface Violation extends ImportEdge {
  rule: LayerRule;
}

/** The edges that break a rule. `to` is a repo-relative path, or a package name for npm and `node:` imports. */
export function layerViolations(edges: readonly ImportEdge[], rules: readonly LayerRule[] = layerRules): Violation[] {
  return edges.flatMap((edge) =>
    rules
      // A layer may always import its own modules.
      .filter((rule) => edge.from.startsWith(rule.layer) && !edge.to.startsWith(rule.layer))
      .filter((rule) => {
        if (rule.mayNotImport.some((target) => edge.to === target || edge.to.startsWith(target))) return true;
        const isPackage = !edge.to.includes('/') || !/^(functions|shared|web|scripts|infra)\//.test(edge.to);
        return Boolean(isPackage && rule.packagesAllowed && !rule.packagesAllowed.includes(packageName(edge.to)));
      })
      .map((rule) => ({ ...edge, rule })),
  );
}

/** `@aws-sdk/lib-dynamodb/dist/x` → `@aws-sdk/lib-dynamodb`; `zod/v4` → `zod`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function sourceModules(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceModules(root, path);
    const isModule = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts');
    return isModule ? [path] : [];
  });
}

/**
 * Every import of every non-test module of `functions/` and `shared/` under `root` (the repository, or a test
 * fixture laid out like it), resolved as the bundler resolves it; paths relative to `root`.
 */
export function importGraph(root: string = repoRoot): ImportEdge[] {
  const dirs = ['functions', 'shared'].filter((dir) => existsSync(join(root, dir)));
  const { inputs } = projectMetafile(
    dirs.flatMap((dir) => sourceModules(root, dir)),
    root,
  );
  const toRepoPath = (path: string) => relative(root, join(root, path));
  return Object.entries(inputs).flatMap(([from, input]) =>
    input.imports.map((imported) => ({
      from: toRepoPath(from),
      to: imported.external ? imported.path : toRepoPath(imported.path),
    })),
  );
}

export function describeViolation({ from, to, rule }: Violation): string {
  return `${from} imports ${to}: ${rule.layer} may not (${rule.why})`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const violations = layerViolations(importGraph());
  for (const violation of violations) console.log(describeViolation(violation));
  console.log(violations.length ? `${violations.length} layering violation(s)` : 'Layering holds');
  process.exitCode = violations.length ? 1 : 0;
}
