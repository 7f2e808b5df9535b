/**
 * Vite plugin: the app's two HTML pages, index.html (the app) and signin.html (the sign-in page painted without the
 * app, docs/architecture.md#the-sign-in-page), from one source each of text, theme script and icons:
 * - `{{area.key}}` is replaced by the Turkish text of the messages given (HTML-escaped), so the static page says
 *   exactly what the app says;
 * - `{{icon:MailOutlined}}` by that antd icon's SVG (the same drawing as `@ant-design/icons`);
 * - the script that puts the dark mode on <html> before the first paint goes into each page's head;
 * - in the dev server `/login` opens signin.html, as the API server does (apps/server/src/lib/spa.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
// by path: Vite loads its config's packages with Node, which does not run the contract's TypeScript
import { opensStaticSignIn } from '../../../packages/contract/src/pages.ts';
import { DARK_CLASS, DARK_THEME_KEY, pageBackground } from '../src/ui/themeDocument.ts';

type Texts = Record<string, Record<string, unknown>>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `MailOutlined` → node_modules/@ant-design/icons-svg/inline-svg/outlined/mail.svg, sized and coloured as antd's. */
function iconSvg(name: string): string {
  const match = /^([A-Z][A-Za-z]*?)(Outlined|Filled)$/.exec(name);
  if (!match) throw new Error(`html-pages: ${name} is not an antd icon name`);
  const file = match[1].replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());
  const root = path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons-svg/package.json'));
  const svg = fs.readFileSync(path.join(root, 'inline-svg', match[2].toLowerCase(), `${file}.svg`), 'utf8').trim();
  return svg.replace('<svg ', '<svg width="1em" height="1em" fill="currentColor" aria-hidden="true" ');
}

/** Runs in the page's head before anything paints; written in plain ES2015 since it is copied as is. */
function applyStoredTheme(key: string, className: string, background: string) {
  try {
    if (localStorage.getItem(key) === 'true') {
      document.documentElement.classList.add(className);
      document.documentElement.style.backgroundColor = background;
      document.documentElement.style.colorScheme = 'dark';
    }
  } catch {}
}

export const themeScript = `(${applyStoredTheme.toString()})(${JSON.stringify(DARK_THEME_KEY)},${JSON.stringify(DARK_CLASS)},${JSON.stringify(pageBackground(true))})`;

export function fillPage(html: string, texts: Texts): string {
  const filled = html.replace(/\{\{([\w:.]+)\}\}/g, (_, key: string) => {
    if (key.startsWith('icon:')) return iconSvg(key.slice(5));
    const [area, name] = key.split('.');
    const text = texts[area]?.[name];
    if (typeof text !== 'string') throw new Error(`html-pages: no text ${key}`);
    return escapeHtml(text);
  });
  return filled.replace('</title>', `</title>\n    <script>${themeScript}</script>`);
}

export function htmlPages(texts: Texts): Plugin {
  return {
    name: 'parca-html-pages',
    transformIndexHtml: { order: 'pre', handler: (html) => fillPage(html, texts) },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ? new URL(req.url, 'http://dev') : undefined;
        if (req.method === 'GET' && url && opensStaticSignIn(url.pathname, url.searchParams)) {
          req.url = `/signin.html${url.search}`;
        }
        next();
      });
    },
  };
}
