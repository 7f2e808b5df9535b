/**
 * Vite plugin: the first page's code is fetched together with the app's own code instead of after it ran.
 *
 * Every page is a lazy route (router.tsx), so on a cold load the browser learns which chunks the page needs only once
 * the entry chunk has downloaded and run: a second round of ~20 requests, about a second later on a phone. This
 * plugin writes into index.html a few lines that read the address and add `<link rel=modulepreload>` (and a preload
 * of the page's CSS) for that route's chunks, so both rounds download at once. The router then finds the modules
 * already fetched; nothing else changes.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RoutePreload {
  /** The address (pathname) as a regular expression's source, e.g. '^/model-products/\\d+$'. */
  path: string;
  /** The route's lazily imported modules, relative to the web app's root (as router.tsx imports them). */
  modules: string[];
  /** Behind the route guard: without a stored session the guard sends to /login, so that page is fetched instead. */
  signedIn?: boolean;
  /**
   * The API address of the page's data, `$1`… taken from the path's groups (e.g. '/api/models/$1'): asked for at once,
   * with the stored token, and handed to the app's first GET of that address (api/earlyData.ts).
   */
  data?: string;
}

/** What the inline script gets: [pathname pattern, signed in only, chunk URLs, stylesheet URLs, data address]. */
type Entry = [string, boolean, string[], string[], string | null];

/**
 * Runs in the page, before the entry script. `token` is the session's localStorage key (auth/session.ts); any stored
 * token counts, the guard still decides. Written in plain ES2015 since it is copied as is into index.html.
 */
function preloadRoute(entries: Entry[], login: Entry, token: string, later: Entry | null) {
  try {
    const where = location.pathname;
    const signedIn = !!localStorage.getItem(token);
    const add = (href: string, rel: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (as) link.as = as;
      link.crossOrigin = '';
      document.head.appendChild(link);
    };
    // signed in: what the next pages will need is fetched (not run) a while after this one has loaded, when the
    // browser idles: `load` comes before the page has its data and pictures, which must not share the network with it
    if (later && signedIn) {
      const fetchLater = () => {
        for (const href of later[2]) add(href, 'prefetch');
        for (const href of later[3]) add(href, 'prefetch', 'style');
      };
      const whenIdle = () => {
        if ('requestIdleCallback' in window) requestIdleCallback(fetchLater, { timeout: 5000 });
        else fetchLater();
      };
      addEventListener('load', () => setTimeout(whenIdle, 3000));
    }
    let match = entries.find((e) => new RegExp(e[0]).test(where));
    if (match?.[1] && !signedIn) match = login;
    if (!match) return;
    // a signed-in page opens in the shell: index.html's copy of its top bar shows until the app draws it (app.css)
    if (match[1]) document.documentElement.classList.add('app-boot-shell');
    const data = match[4];
    if (data && signedIn) {
      const groups = new RegExp(match[0]).exec(where) || [];
      const url = data.replace(/\$(\d)/g, (_, i) => groups[Number(i)]);
      const headers = { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem(token)}` };
      const response = fetch(url, { headers });
      // a failure is the app's to report when it reads this; left unread (another page opened), it is nobody's
      response.catch(() => undefined);
      // read once by the app's first GET of `url` (api/earlyData.ts)
      Object.assign(window, { parcaEarlyGet: { url, response } });
    }
    for (const href of match[2]) add(href, 'modulepreload');
    for (const href of match[3]) add(href, 'preload', 'style');
  } catch {
    // no storage or an old browser: the router loads the page as before
  }
}

/** The chunk of `chunk` and every chunk it imports statically, depth first. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') staticClosure(bundle, next, seen);
  }
  return seen;
}

/**
 * `later`: modules a signed-in person will soon need whatever page they opened (antd with its scope: every page but
 * the kit's), and `laterAssets` files they load, prefetched when the browser idles after the page has loaded.
 */
export function routePreload(
  routes: RoutePreload[],
  options: { login: string[]; tokenKey: string; later?: string[]; laterAssets?: RegExp },
): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'parca-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // the entry and what it imports are in index.html already
        const loaded = new Set<string>();
        const appEntry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.resolve(root, 'index.html'));
        if (!appEntry) throw new Error('route-preload: no entry chunk for index.html');
        staticClosure(bundle, appEntry, loaded);

        const entryOf = (modules: string[], pattern: string, signedIn: boolean, data?: string): Entry => {
          const js = new Set<string>();
          for (const m of modules) {
            const id = path.resolve(root, m);
            const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
            if (!chunk) throw new Error(`route-preload: no chunk for ${m} (renamed? update vite.config.ts)`);
            staticClosure(bundle, chunk, js);
          }
          const files = [...js].filter((f) => !loaded.has(f));
          const css = files.flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
          return [pattern, signedIn, files.map((f) => base + f), [...new Set(css)].map((f) => base + f), data ?? null];
        };
        if (path.basename(filename) === 'signin.html') {
          // the sign-in page fetches, once it has painted, the app and the page it opens after sign-in
          const home = routes.find((r) => new RegExp(r.path).test('/'));
          const appCss = [...(appEntry.viteMetadata?.importedCss ?? [])];
          const signinEntry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.resolve(root, 'signin.html'));
          const own = signinEntry ? staticClosure(bundle, signinEntry) : new Set<string>();
          const files = [...loaded, ...appCss].filter((f) => !own.has(f)).map((f) => base + f);
          if (home) {
            const [, , js, css] = entryOf(home.modules, '', true);
            files.push(...js, ...css);
          }
          return html.replace('</head>', `  <meta name="app-prefetch" content="${files.join(' ')}" />\n  </head>`);
        }
        const entries = routes.map((r) => entryOf(r.modules, r.path, !!r.signedIn, r.data));
        const login = entryOf(options.login, '', false);
        const later = options.later ? entryOf(options.later, '', true) : null;
        // what those modules load themselves rather than import (antd's stylesheet, ui/firstStylesheet.ts)
        const assets = Object.keys(bundle).filter((f) => options.laterAssets?.test(f));
        if (later) later[3].push(...assets.map((f) => base + f));
        const args = [entries, login, options.tokenKey, later].map((a) => JSON.stringify(a)).join(',');
        const code = `(${preloadRoute.toString()})(${args})`;
        // before the entry and its stylesheet: an inline script after a stylesheet waits until that has loaded
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: no entry <script type="module"> in index.html');
        return `${html.slice(0, at)}<script>${code}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
