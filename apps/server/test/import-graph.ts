/**
 * The server's import graph, read from the source: every relative import of apps/server/src/**\/*.ts (static
 * `from '…'`, `export … from '…'`, bare `import '…'` and dynamic `import('…')`; type-only imports count too, since a
 * type shared both ways is a circle in the design even when the runtime never sees it).
 */
import fs from 'node:fs';
import path from 'node:path';

export const sourceRoot = path.resolve(import.meta.dirname, '../src');

/** file (relative to src, with '/') → the files it imports (same form). */
export type Graph = Map<string, string[]>;

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative specifiers a source text imports. */
export const relativeImports = (text: string): string[] => [...text.matchAll(importPattern)].map((m) => m[1]);

export function readImportGraph(root = sourceRoot): Graph {
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !f.startsWith('db/migrations/'));
  const graph: Graph = new Map();
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const specifier of relativeImports(text)) {
      targets.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * The folder a file belongs to: `db`, `lib`, `modules/<area>`, `seed`, …; a file at the top of src (app.ts,
 * main.ts, config.ts) is its own node.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/** The graph between folders (self-imports left out). */
export function folderGraph(graph: Graph): Graph {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) edges.get(from)?.add(to);
    }
  }
  return new Map([...edges].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
}

/** Strongly connected components with more than one node (or a node importing itself): the circles. */
export function circles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Tarjan's algorithm; the graphs are a few hundred nodes, recursion is fine.
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The rules module-graph.test.ts holds the server to, as a list of what breaks them (empty: all kept):
 * - no import circle between files, nor between folders;
 * - `db/` imports nothing outside itself, `lib/` only `db/` (infrastructure never reaches up into a module);
 * - a file outside `modules/<area>/` imports only that module's entry, `modules/<area>/index.ts`, except app.ts (the
 *   composition root), which mounts each module's `routes.ts`.
 */
export function graphProblems(graph: Graph): string[] {
  const problems: string[] = [];
  for (const c of circles(graph)) problems.push(`file circle: ${c.join(' ⇄ ')}`);
  for (const c of circles(folderGraph(graph))) problems.push(`folder circle: ${c.join(' ⇄ ')}`);
  const below: Record<string, string[]> = { db: ['db'], lib: ['db', 'lib'] };
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (below[from] && !below[from].includes(to)) problems.push(`${from}/ reaches up: ${file} → ${target}`);
      const entry = `${to}/index.ts`;
      const mounted = file === 'app.ts' && target === `${to}/routes.ts`;
      if (to.startsWith('modules/') && from !== to && target !== entry && !mounted) {
        problems.push(`past the entry of ${to}: ${file} → ${target}`);
      }
    }
  }
  return problems;
}

/** Prints the file circles and the folder graph: `npx tsx apps/server/test/import-graph.ts`. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const graph = readImportGraph();
  const folders = folderGraph(graph);
  console.log('File circles:');
  for (const c of circles(graph)) console.log(`  (${c.length}) ${c.join(', ')}`);
  console.log('Folder circles:');
  for (const c of circles(folders)) console.log(`  ${c.join(', ')}`);
  console.log('Problems:');
  for (const p of graphProblems(graph)) console.log(`  ${p}`);
  console.log('Folder graph:');
  for (const [from, to] of folders) console.log(`  ${from} → ${to.join(', ') || '∅'}`);
}
