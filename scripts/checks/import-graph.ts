import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative, sep } from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/**
 * The project's import graph as TypeScript sees it: every `import`, `import type`, `import { type X }`,
 * `export … from`, `export type … from`, dynamic `import('…')` and type-level `import('…')` of every module,
 * read by oxc's parser (no bundler, so nothing type-only is erased) and resolved by oxc's resolver with the nearest
 * tsconfig (its `paths`, so `@shared/*` lands on `shared/`), the way `tsc` resolves with `moduleResolution: Bundler`.
 */
export interface ImportEdge {
  /** Repo-relative path of the importing module. */
  from: string;
  /** Repo-relative path of a project module, or a package name (`zod`, `@aws-sdk/lib-dynamodb`, `node:crypto`). */
  to: string;
  /** `type` when every import from `to` in `from` is type-only (erased at build time, still a dependency). */
  kind: 'type' | 'value';
  /** 1-based line of the first import of `to` in `from`. */
  line: number;
}

export interface ImportGraph {
  /** Repo-relative paths of every module read, tests included. */
  modules: string[];
  edges: ImportEdge[];
  /** Relative or aliased imports that lead to no file: a typo, or a path the resolver does not know. */
  unresolved: ImportEdge[];
}

/** Folders of the repository the graph covers. */
export const sourceFolders = ['functions', 'shared', 'web', 'infra', 'scripts', 'e2e'] as const;

const skippedFolders = new Set(['node_modules', 'cdk.out', 'dist', 'coverage', '.data', 'artifacts']);
const moduleFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * Test support folders: harnesses, fakes, stubs and fixtures that only tests load. `shared/testing/` holds the
 * fixtures both the functions' and the web's tests build on (web tests do not reach into `scripts/`).
 */
export const testSupportFolders = ['e2e/', 'scripts/testing/', 'web/src/testing/', 'shared/testing/', 'infra/test/'];

/** Test modules and test support: the layering rules leave them out (a test may reach anywhere to arrange a world). */
export function isTestModule(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || testSupportFolders.some((folder) => path.startsWith(folder));
}

function sourceFiles(root: string, dir: string, skip: readonly string[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return skippedFolders.has(entry.name) || skip.some((prefix) => `${path}/`.startsWith(prefix))
        ? []
        : sourceFiles(root, path, skip);
    }
    return moduleFile.test(entry.name) ? [path] : [];
  });
}

interface RawImport {
  specifier: string;
  type: boolean;
  start: number;
}

/** Every module specifier `source` names, with whether the import is type-only. */
function importsOf(path: string, source: string): RawImport[] {
  const parsed = parseSync(path, source);
  // `parsed.program` is the whole tree, read (and paid for) only below, when needed.
  const { module } = parsed;
  const found: RawImport[] = [];
  for (const statement of module.staticImports) {
    // `import type { A }`, `import { type A }`; a bare `import 'x'` (no entries) runs the module.
    const type = statement.entries.length > 0 && statement.entries.every((entry) => entry.isType);
    found.push({ specifier: statement.moduleRequest.value, type, start: statement.start });
  }
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.moduleRequest)
        found.push({ specifier: entry.moduleRequest.value, type: entry.isType, start: entry.start });
    }
  }
  for (const dynamic of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end));
    if (literal) found.push({ specifier: literal[2]!, type: false, start: dynamic.start });
  }
  // `typeof import('x')` and `import('x').T` are types, not dynamic imports. They are rare and reading the whole
  // tree costs, so walk it only when the text names more `import('…` than the dynamic imports account for.
  if ((source.match(/\bimport\s*\(\s*['"`]/g)?.length ?? 0) > module.dynamicImports.length) {
    visit(parsed.program, (node) => {
      if (node.type === 'TSImportType') {
        const argument = node.source ?? node.argument;
        const value = argument?.value ?? argument?.literal?.value;
        if (typeof value === 'string') found.push({ specifier: value, type: true, start: node.start });
      }
    });
  }
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: an ESTree walk over oxc's untyped nodes
function visit(node: any, onNode: (node: any) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (typeof node.type === 'string') onNode(node);
  for (const key in node) if (key !== 'parent') visit(node[key], onNode);
}

/** `@aws-sdk/lib-dynamodb/dist/x` → `@aws-sdk/lib-dynamodb`; `zod/mini` → `zod`; `node:fs` stays. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let index = source.indexOf('\n'); index !== -1 && index < offset; index = source.indexOf('\n', index + 1))
    line++;
  return line;
}

/**
 * The import graph of every module under `root` (the repository, or a test fixture laid out like it), tests included;
 * paths relative to `root`. `skip` lists repo-relative folder prefixes to leave out.
 */
export function importGraph(root: string, skip: readonly string[] = []): ImportGraph {
  const resolver = new ResolverFactory({
    tsconfig: 'auto',
    conditionNames: ['types', 'import', 'node', 'default'],
    mainFields: ['types', 'module', 'main'],
    extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.jsx', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  });
  const modules = sourceFolders.flatMap((folder) => sourceFiles(root, folder, skip));
  const edges: ImportEdge[] = [];
  const unresolved: ImportEdge[] = [];
  for (const from of modules) {
    const absolute = join(root, from);
    const source = readFileSync(absolute, 'utf8');
    const byTarget = new Map<string, ImportEdge>();
    for (const { specifier, type, start } of importsOf(from, source)) {
      const to = target(specifier);
      const kind = type ? 'type' : 'value';
      const known = byTarget.get(to ?? specifier);
      if (known) {
        if (kind === 'value') known.kind = 'value';
        continue;
      }
      const edge: ImportEdge = { from, to: to ?? specifier, kind, line: lineOf(source, start) };
      byTarget.set(edge.to, edge);
      (to ? edges : unresolved).push(edge);
    }

    /** A repo-relative path, a package name, or undefined for a project path that leads nowhere. */
    function target(specifier: string): string | undefined {
      if (isBuiltin(specifier)) return specifier.startsWith('node:') ? specifier : `node:${specifier}`;
      const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
      const resolved = resolver.resolveFileSync(absolute, specifier.replace(/\?.*$/, '')).path;
      if (resolved && !resolved.split(sep).includes('node_modules'))
        return relative(root, resolved).split(sep).join('/');
      // A package (or a types-only package, or a Vite virtual module) is named by its specifier.
      return bare ? packageName(specifier) : undefined;
    }
  }
  return { modules, edges, unresolved };
}
