import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's layout (docs/architecture.md § The site): src/app is the shell, src/common what
 * several features use, src/features/<feature> one feature each. Imports run app -> features ->
 * common; a feature reaches another only through its public files; no import cycle; every routed
 * URL word has a folder of that name in the feature that owns it.
 */
const src = resolve(import.meta.dirname, '../packages/site/src');
const publicFiles = ['index.ts', 'routes.ts', 'lazy.ts'];

type Graph = Map<string, { target: string; dynamic: boolean; typeOnly?: boolean }[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?[^;]*?\s*from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The site's relative imports, by file (paths relative to src). */
function readGraph(files: Record<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, text] of Object.entries(files)) {
    const edges = [...text.matchAll(importPattern)].map((match) => ({
      target: relative(src, resolve(src, dirname(file), (match[1] ?? match[2])!)),
      dynamic: match[2] !== undefined,
      typeOnly: /^\s*(?:import|export)\s+type\s/.test(match[0]),
    }));
    graph.set(file, edges);
  }
  return graph;
}

/** 'app', 'common', 'features/<name>' or 'root' (main.tsx, index.ts). */
function areaOf(file: string): string {
  const [top, feature] = file.split('/');
  if (top === 'features') return `features/${feature}`;
  return top === 'app' || top === 'common' ? top : 'root';
}

/** Imports that break the layout's rules, as "from -> to: why". */
function layoutViolations(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, edges] of graph) {
    if (file.includes('.test.')) continue;
    const from = areaOf(file);
    for (const { target } of edges) {
      const to = areaOf(target);
      if (to === from) continue;
      const problem =
        from === 'common' && to !== 'common'
          ? 'common imports nothing above it'
          : from.startsWith('features/') && to === 'app'
            ? 'a feature does not import the app shell'
            : to.startsWith('features/') && !publicFiles.includes(target.split('/').slice(2).join('/'))
              ? `another feature's internals (use its ${publicFiles.join(', ')})`
              : undefined;
      if (problem) found.push(`${file} -> ${target}: ${problem}`);
    }
  }
  return found;
}

/** Cycles among static imports, each as the files on it. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { target, dynamic } of graph.get(file) ?? []) {
      if (dynamic) continue;
      if (state.get(target) === 'open') found.push(stack.slice(stack.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** Route entries whose page module is not in a folder named after the URL word. */
function misplacedPages(routesFiles: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(routesFiles)) {
    for (const match of text.matchAll(/path:\s*'([^']+)'[^}]*?import\('\.\/([^/']+)\/index\.tsx'\)/g)) {
      const [, path, folder] = match;
      if (path!.replace(/\.html$/, '') !== folder) found.push(`${file}: /${path} loads ./${folder}/`);
    }
    const entries = text.match(/path:/g)?.length ?? 0;
    const matched = [...text.matchAll(/path:\s*'[^']+'[^}]*?import\('\.\/[^/']+\/index\.tsx'\)/g)].length;
    if (entries !== matched) found.push(`${file}: a route does not load ./<word>/index.tsx`);
  }
  return found;
}

/**
 * Services (plain modules that call the platform, hooks aside) return or throw their outcome;
 * screens decide what to open. Such a module imports neither the modal store nor reportError.
 */
const screenOnly = ['common/stores/modals.ts', 'common/feedback/reportError.ts'];
function servicesOpeningScreens(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, edges] of graph) {
    const name = file.split('/').at(-1) ?? '';
    if (!name.endsWith('.ts') || name.includes('.test.') || name.startsWith('use')) continue;
    const targets = edges.map((edge) => edge.target);
    if (!targets.includes('common/api/platform.ts')) continue;
    for (const target of targets) if (screenOnly.includes(target)) found.push(`${file} -> ${target}`);
  }
  return found;
}

/** What loading `file` loads with it: its static imports, transitively (type-only ones load nothing). */
function loadedWith(graph: Graph, file: string, found = new Set<string>()): Set<string> {
  for (const { target, dynamic, typeOnly } of graph.get(file) ?? []) {
    if (dynamic || typeOnly || found.has(target)) continue;
    found.add(target);
    loadedWith(graph, target, found);
  }
  return found;
}

/**
 * A route's first reads start while the page's code loads (docs/adr/0006-data-layer.md): the
 * modules that start them must not wait for the query layer's code (a 10 KB file) to arrive.
 */
const firstReads = ['features/lobby/firstGames.ts', 'features/promotions/promotions/firstReads.ts'];
const queryLayer = 'common/query/query.ts';
const readsWaitingForQueries = (graph: Graph) =>
  firstReads.filter((file) => loadedWith(graph, file).has(queryLayer));

const files = Object.fromEntries(
  sourceFiles(src).map((path) => [relative(src, path), readFileSync(path, 'utf8')] as const),
);
const graph = readGraph(files);

describe('site layout', () => {
  it('has the app shell, common code and feature folders', () => {
    expect(readdirSync(src).sort()).toEqual([
      'app',
      'common',
      'features',
      'index.ts',
      'main.tsx',
      'vite-env.d.ts',
    ]);
  });

  it('imports run app -> features -> common, across features only through public files', () => {
    expect(layoutViolations(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps services from opening screens: no module calling the platform imports the modal store', () => {
    expect(servicesOpeningScreens(graph)).toEqual([]);
  });

  it('keeps every routed URL word in a folder of that name', () => {
    const routesFiles = Object.fromEntries(
      Object.entries(files).filter(([file]) => file.endsWith('/routes.ts')),
    );
    expect(Object.keys(routesFiles).length).toBeGreaterThan(5);
    expect(misplacedPages(routesFiles)).toEqual([]);
  });

  it("starts a route's first reads without the query layer's code", () => {
    for (const file of firstReads) expect(graph.has(file), file).toBe(true);
    expect(readsWaitingForQueries(graph)).toEqual([]);
  });

  it('each feature has a public index, routes or lazy file', () => {
    for (const feature of readdirSync(join(src, 'features'))) {
      const entries = readdirSync(join(src, 'features', feature)).filter((name) =>
        publicFiles.includes(name),
      );
      expect(entries, feature).not.toEqual([]);
    }
  });
});

describe('the layout checks can fail', () => {
  const fake = (edges: Record<string, string[]>): Graph =>
    new Map(
      Object.entries(edges).map(([file, targets]) => [
        file,
        targets.map((target) => ({ target, dynamic: false })),
      ]),
    );

  it('flags common importing a feature, a feature importing the app, and reaching into internals', () => {
    const graph = fake({
      'common/a.ts': ['features/lobby/index.ts'],
      'features/lobby/b.ts': ['app/routes.tsx'],
      'features/home/c.ts': ['features/lobby/catalogue.ts', 'features/lobby/index.ts'],
    });
    expect(layoutViolations(graph)).toHaveLength(3);
  });

  it('flags a service that opens a dialog itself', () => {
    const graph = fake({
      'features/auth/submit.ts': ['common/api/platform.ts', 'common/feedback/reportError.ts'],
      'features/auth/useLogout.ts': ['common/api/platform.ts', 'common/stores/modals.ts'],
      'features/auth/LoginPanel.tsx': ['common/api/platform.ts', 'common/stores/modals.ts'],
    });
    expect(servicesOpeningScreens(graph)).toEqual([
      'features/auth/submit.ts -> common/feedback/reportError.ts',
    ]);
  });

  it('flags a first read that loads the query layer, through another module but not a type', () => {
    const graph = fake({
      'features/lobby/firstGames.ts': ['features/lobby/catalogue.ts'],
      'features/lobby/catalogue.ts': ['common/query/query.ts'],
    });
    expect(readsWaitingForQueries(graph)).toEqual(['features/lobby/firstGames.ts']);
    graph.set('features/lobby/catalogue.ts', [
      { target: 'common/query/query.ts', dynamic: false, typeOnly: true },
    ]);
    expect(readsWaitingForQueries(graph)).toEqual([]);
  });

  it('finds a cycle', () => {
    expect(cycles(fake({ 'a.ts': ['b.ts'], 'b.ts': ['a.ts'] }))).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a page outside its URL word folder', () => {
    const routes = "{ path: 'rng', layout: 'full', load: () => import('./egame/index.tsx') }";
    expect(misplacedPages({ 'features/lobby/routes.ts': routes })).toHaveLength(1);
  });

  it('reads imports of real source text', () => {
    const graph = readGraph({
      'features/home/x.ts':
        "import { a } from '../lobby/tiles.ts';\nimport type { B } from './b.ts';\nconst b = import('./y.ts');",
    });
    expect(graph.get('features/home/x.ts')).toEqual([
      { target: 'features/lobby/tiles.ts', dynamic: false, typeOnly: false },
      { target: 'features/home/b.ts', dynamic: false, typeOnly: true },
      { target: 'features/home/y.ts', dynamic: true, typeOnly: false },
    ]);
  });
});
