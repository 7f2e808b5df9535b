/**
 * Vite plugin: the code of a cold load in a few chunks instead of ~25 (sign-in) or ~60 (home).
 *
 * Left to itself the bundler cuts one chunk per shared piece (button, tooltip, row, an icon...). On a phone each
 * request waits a round trip and the browser keeps 6 connections per server, so those round trips cost more than the
 * bytes. This plugin builds once as usual (in memory), reads which modules the entry and each cold-load page end up
 * needing, and then builds for real with those modules put into one chunk per set of pages that needs them:
 *   app     the entry's (React, the router, the data cache) and what the sign-in page shares with the first
 *           screens (the kit, icons): every page loads both
 *   login   the sign-in page's own code; antd: the libraries it uses beyond `app` (antd), which admin pages share
 *   shell   the shell's (top bar, menu, footer) and what home and the model page share (page header, search box)
 *   home    home's own; model: the model page's own
 *   signin-shared  what the static sign-in page (signin.html) shares with the app
 * The first screens' stylesheets go with `app` too: index.html links one stylesheet beside signin-shared's, where the
 * pages' chunks emitted six (docs/benchmarks.md § One stylesheet, fewer chunks). So /login loads app + login, and a
 * cold model page app + shell + model. Every other page keeps the automatic chunks and may import from these. The
 * first build is needed because only it knows what tree shaking kept: the module graph alone would count every
 * component behind `import { Button } from 'antd'`.
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** The modules each cold-load page's route loads (router.tsx), relative to the web app's root. */
export interface BootPages {
  login: string[];
  shell: string[];
  home: string[];
  model: string[];
}

/** Set during the first build, so that it builds with the automatic chunks. */
const FIRST_PASS = 'PARCA_BOOT_CHUNKS_FIRST_PASS';

/** The module ids of `start` and of every chunk it imports statically. */
function modulesOf(chunks: Chunk[], start: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const ids = new Set<string>();
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const chunk = stack.pop() as Chunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) ids.add(id);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return ids;
}

/** Fails the build if a module of the package `pkg` is among `sets` (the entry's, the shell's, home's, the model page's). */
function refuse(pkg: string, sets: Set<string>[], why: string) {
  const found = sets.flatMap((set) => [...set]).find((id) => id.includes(`/node_modules/${pkg}/`));
  if (found) throw new Error(`boot-chunks: the first screens ${why} (${found})`);
}

/** Which boot chunk each module goes to, and the static sign-in page's modules (whose stylesheets it shares). */
interface BootPlan {
  names: Map<string, string>;
  signinPage: Set<string>;
}

/** The plan, from the first build's chunks. */
function classify(chunks: Chunk[], root: string, pages: BootPages): BootPlan {
  const chunksOf = (modules: string[]) =>
    modules.map((m) => {
      const id = path.resolve(root, m);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`boot-chunks: ${m} is in no chunk (renamed? update vite.config.ts)`);
      return chunk;
    });
  const entryOf = (page: string) => chunks.filter((c) => c.isEntry && c.facadeModuleId === path.resolve(root, page));
  const app = modulesOf(chunks, entryOf('index.html'));
  const signinPage = modulesOf(chunks, entryOf('signin.html'));
  const without = (ids: Set<string>) => new Set([...ids].filter((id) => !app.has(id)));
  const login = without(modulesOf(chunks, chunksOf(pages.login)));
  const shell = without(modulesOf(chunks, chunksOf(pages.shell)));
  const home = without(modulesOf(chunks, chunksOf(pages.home)));
  const model = without(modulesOf(chunks, chunksOf(pages.model)));

  const names = new Map<string, string>();
  for (const id of app) names.set(id, 'app');
  // What the sign-in page shares with the first screens goes with the entry: every page but the static sign-in page
  // loads both, and a chunk of its own was one more request on each cold load. The rest of what it uses from libraries
  // (antd), with antd's scope and theme, is what the admin's pages use too: `antd`, so opening one does not download
  // the sign-in page's code (theme.ts and AntdScope.tsx go with antd: split from it, the two chunks would import each
  // other).
  const antdOwn = /\/node_modules\/|\/src\/ui\/(AntdScope\.tsx|theme\.ts|firstStylesheet\.ts)$|antd-static-css-url$/;
  const shared = (id: string) => (antdOwn.test(id) ? 'antd' : 'login');
  for (const id of login) {
    names.set(id, shell.has(id) || home.has(id) || model.has(id) ? 'app' : shared(id));
  }
  // zod checks forms: of the first screens only the app's sign-in page has one; the admin's forms load it too, and
  // should not download the sign-in page for it
  for (const id of login) if (id.includes('/node_modules/zod/') && names.get(id) === 'antd') names.set(id, 'zod');
  for (const id of shell) if (!names.has(id)) names.set(id, 'shell');
  // the dealer's first screens build no schema (docs/benchmarks.md) and are drawn with the kit (docs/architecture.md
  // § antd only where it is used): zod or antd in their chunks is a regression, not a choice
  refuse(
    'zod',
    [shell, home, model],
    'run zod: a contract constant or function they import sits in a module with schemas that some page uses (move it to a module without zod, as price-rules.ts)',
  );
  refuse(
    'antd',
    [app, shell, home, model],
    'load antd: draw it with ui/kit, or load the antd part lazily inside AntdScope (as the bell panel)',
  );
  for (const id of new Set([...home, ...model])) {
    // what both share goes with the shell, which both are drawn in (an admin page in the shell downloads it too:
    // ~4 KB, against a request on every cold load of the two)
    if (!names.has(id)) names.set(id, home.has(id) && model.has(id) ? 'shell' : home.has(id) ? 'home' : 'model');
  }
  // what the static sign-in page shares with the app or its first screens (the session, the texts, app.css) in a chunk
  // of its own, which index.html loads too, so that page downloads none of the app's; what only it uses stays in its
  // entry chunk
  const firstScreens = [app, shell, home, model];
  for (const id of signinPage) if (firstScreens.some((set) => set.has(id))) names.set(id, 'signin-shared');
  return { names, signinPage };
}

/** The chunks of a signed-in cold load (index.html's entry and the first screens'). */
const FIRST_SCREENS = new Set(['app', 'shell', 'home', 'model']);
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

/**
 * The second build's chunk of `id`: the first build's choice, but a stylesheet a first screen imports goes with the
 * entry, so index.html links it (render-blocking, as the pages' own would have been before they drew) and a cold load
 * asks for one stylesheet instead of one per chunk; one the static sign-in page imports too goes with `signin-shared`,
 * which both pages link. The first build does not list every stylesheet in its chunks (a stylesheet several pages
 * import becomes a chunk of its own, which Vite drops), so it is known here by who imports it.
 */
function chunkOf({ names, signinPage }: BootPlan, id: string, ctx: Rolldown.ChunkingContext): string | null {
  const name = names.get(id);
  if (!isStylesheet(id)) return name ?? null;
  if (name === 'signin-shared') return name;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  if (!importers.some((importer) => FIRST_SCREENS.has(names.get(importer) ?? ''))) return name ?? null;
  return importers.some((importer) => signinPage.has(importer)) ? 'signin-shared' : 'app';
}

/** The first build's chunk of zod's modules and of each contract module; null: the bundler's choice. */
function schemaChunk(id: string): string | null {
  if (id.includes('/node_modules/zod/')) return 'zod';
  const contract = /\/packages\/contract\/src\/(.+)\.ts$/.exec(id);
  return contract ? `contract-${contract[1].replace(/\W/g, '-')}` : null;
}

/** `configFile`: the Vite config this plugin is in (the first build reads it too). */
export function bootChunks(configFile: string, pages: BootPages): Plugin {
  return {
    name: 'parca-boot-chunks',
    apply: 'build',
    async config(config) {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Rolldown.RolldownOutput;
      try {
        output = (await build({
          configFile,
          logLevel: 'silent',
          build: {
            write: false,
            emptyOutDir: false,
            // zod and each contract module in a chunk of their own: a page's chunks then import them only for what
            // tree shaking kept, so the sets below hold the schemas a page runs, not every schema its shared chunks
            // happen to sit beside (a constant home reads, lumped with an admin form's schemas and zod)
            rolldownOptions: {
              output: { codeSplitting: { groups: [{ name: schemaChunk, includeDependenciesRecursively: false }] } },
            },
          },
        })) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = output.output.filter((c): c is Chunk => c.type === 'chunk');
      const plan = classify(chunks, config.root ?? path.dirname(configFile), pages);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'boot',
                    name: (id, ctx) => chunkOf(plan, id, ctx),
                    // the first build already followed the imports
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** True inside the first build (the route preload has nothing to write there). */
export const isFirstPass = () => !!process.env[FIRST_PASS];
