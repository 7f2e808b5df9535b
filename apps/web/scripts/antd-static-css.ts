/**
 * Vite plugin: antd's styles of its common components, written at build time into a CSS file that loads with the
 * first page drawn with antd (ui/AntdScope.tsx; the dealer's first screens are drawn by the kit and never load it).
 *
 * antd (CSS-in-JS) builds each component's stylesheet in the browser the first time the component renders: style
 * objects, then a CSS parser (stylis), then a <style> tag. On a phone that is a third of the script time of the sign-in
 * page and of home (the grid's Col alone is 87 kB of CSS). antd's own answer is a static file: the styles rendered here
 * once (react-dom/server, the app's theme), with their cache paths, and antd skips every component whose path the file
 * lists (@ant-design/cssinjs `existPath`). In CSS-variable mode (antd 6) those styles only name variables, so one file
 * serves light, dark and phone sizes; the variables' values are still set at runtime by the ConfigProvider. A component
 * not in the list below is styled at runtime as before.
 */

import { createHash } from 'node:crypto';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App, Button, Card, ConfigProvider, Drawer, Input, Layout, Popover, Skeleton, Typography } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { buildTheme } from '../src/ui/theme.ts';
import { isFirstPass } from './boot-chunks.ts';

/**
 * The antd components whose styles the file carries: the ones most antd pages draw at once (cards, buttons, inputs,
 * titles, loading placeholders, the drawer and popover some open). The rest (tables, forms, selects, modals) is styled
 * at runtime as before: the grid alone (Row/Col) would add 118 kB of CSS.
 */
function bootComponents() {
  return h(
    App,
    { component: false },
    h(
      Layout,
      null,
      h(Layout.Header, null, h(Button, { type: 'text' }, 'x')),
      h(
        Layout.Content,
        null,
        h(Input, { prefix: 'x', size: 'large', allowClear: true }),
        h(Input, { prefix: 'x', allowClear: true }),
        h(Button, { type: 'primary', size: 'large', block: true }, 'x'),
        h(Typography.Title, null, 'x'),
        h(Typography.Text, { type: 'secondary' }, 'x'),
        h(Skeleton, { active: true }),
        h(Skeleton.Input, { active: true, size: 'small' }),
        h(Card, null, 'x'),
        h(Popover, { content: 'x' }, h('span')),
        h(Drawer, { open: true }),
      ),
      h(Layout.Footer),
    ),
  );
}

/** The stylesheet, with the cache-path map antd reads to skip those components at runtime. */
export function antdBootCss(): string {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: buildTheme(false), locale: trTR }, bootComponents())),
  );
  // only the components' styles: the theme's variables (light, dark, phone) stay with the ConfigProvider
  const css = extractStyle(cache, { plain: true, types: ['style'] });
  // a second copy of @ant-design/cssinjs (not antd's) would collect nothing here: the app would still work, only
  // slower, so fail the build instead
  if (!css.includes('|Button-Button|ant-btn|')) throw new Error('antd-static-css: no antd styles collected');
  return css;
}

/** What AntdScope.tsx imports: the address of the stylesheet (empty in development: antd styles at runtime). */
export const ANTD_STATIC_CSS_URL = 'virtual:antd-static-css-url';

/**
 * Emits the stylesheet and answers its address to ui/AntdScope.tsx, which puts it first among the page's stylesheets
 * before the first antd page renders: the app's own rules come after it and win where they override antd's (a CSS
 * module would land last in <head> and, at equal specificity, beat them). Nothing in the first build of
 * boot-chunks.ts.
 */
export function antdStaticCss(): Plugin {
  let building = false;
  let base = '/';
  let href = '';
  return {
    name: 'parca-antd-static-css',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      if (!building || isFirstPass()) return;
      const source = antdBootCss();
      const fileName = `assets/antd-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
      href = base + fileName;
    },
    resolveId(id) {
      return id === ANTD_STATIC_CSS_URL ? `\0${ANTD_STATIC_CSS_URL}` : null;
    },
    load(id) {
      return id === `\0${ANTD_STATIC_CSS_URL}` ? `export default ${JSON.stringify(href)};` : null;
    },
  };
}
