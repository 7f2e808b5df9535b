/**
 * The server's modules depend one way (issue 19): no import circle between files or folders, db/ and lib/ below every
 * module, and a module used by another only through its entry (`modules/<area>/index.ts`); app.ts, the composition
 * root, mounts each module's routes.ts. `npx tsx apps/server/test/import-graph.ts` prints the graph.
 */
import { describe, expect, it } from 'vitest';
import { circles, folderGraph, graphProblems, readImportGraph, relativeImports } from './import-graph.ts';

const graph = readImportGraph();

describe('the server import graph', () => {
  it('sees every kind of relative import, type-only ones too, and no package', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/index.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "const d = await import('../../d.ts');",
      "import { z } from 'zod';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(relativeImports(text)).toEqual(['./a.ts', '../b/index.ts', './c.ts', './side-effect.ts', '../../d.ts']);
    expect(graph.get('app.ts')).toContain('modules/orders/routes.ts');
    expect(graph.get('lib/routes.ts')).toContain('db/client.ts');
  });

  it('finds a circle when there is one', () => {
    const circular = new Map([
      ['modules/a/index.ts', ['modules/b/index.ts']],
      ['modules/b/index.ts', ['modules/a/x.ts']],
      ['modules/a/x.ts', []],
      ['db/client.ts', ['modules/a/index.ts']],
    ]);
    expect(circles(folderGraph(circular))).toEqual([['modules/a', 'modules/b']]);
    expect(graphProblems(circular)).toEqual([
      'folder circle: modules/a ⇄ modules/b',
      'past the entry of modules/a: modules/b/index.ts → modules/a/x.ts',
      'db/ reaches up: db/client.ts → modules/a/index.ts',
    ]);
  });

  it('keeps every rule: no circle, db/ and lib/ import no module, modules meet only at their entries', () => {
    expect(graphProblems(graph)).toEqual([]);
  });
});
