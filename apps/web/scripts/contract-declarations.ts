/**
 * Vite plugin: the contract's modules only declare (schemas, routes, rules), and this tells the bundler so statement by
 * statement. The calls in each top-level `const x = ...` of a contract module are marked free of side effects
 * (`@__PURE__`), so a page that uses a module's constant or function does not also build the module's zod schemas at
 * load: the bundler cannot see for itself that `labelled(...)`, `paged(...)` or a chain of zod calls only builds a
 * value (docs/architecture.md#the-clients-route-table). zod-setup.ts, which configures zod, is left as it is.
 */
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * Where each call of `node` starts, outside function bodies (which run only when called). The calls of a chain
 * (`z.string().min(1)`) start at one place, and one mark there covers the chain; a call among the arguments (a schema
 * inside an object) is marked at its own start, or the bundler keeps the argument for its own sake.
 */
function callStarts(node: Node, starts: Set<number>) {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callStarts(child, starts);
  }
}

/** The starts of the calls in the initializers of the top-level `const` declarations (exported or not). */
function topLevelCallStarts(program: { body: Node[] }): number[] {
  const starts = new Set<number>();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : (statement as Node);
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init) callStarts(init, starts);
    }
  }
  return [...starts].sort((a, b) => b - a);
}

export function contractDeclarations(isContract: (id: string) => boolean): Plugin {
  return {
    name: 'parca-contract-declarations',
    apply: 'build',
    // after TypeScript is stripped: the parser reads JavaScript
    enforce: 'post',
    transform(code, id) {
      if (!isContract(id) || id.endsWith('/zod-setup.ts')) return null;
      const starts = topLevelCallStarts(this.parse(code) as unknown as { body: Node[] });
      if (starts.length === 0) return null;
      let marked = code;
      for (const start of starts) marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      return { code: marked, map: null };
    },
  };
}
