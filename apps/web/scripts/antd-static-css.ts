/**
 * Vite plugin: antd's styles for the components of the first screens, written at build time into a CSS file.
 *
 * antd (CSS-in-JS) builds each component's stylesheet in the browser the first time the component renders: style
 * objects, then a CSS parser (stylis), then a <style> tag. On a phone that is a third of the script time of the sign-in
 * page and of home (the grid's Col alone is 87 kB of CSS). antd's own answer is a static file: the styles rendered here
 * once (react-dom/server, the app's theme), with their cache paths, and antd skips every component whose path the file
 * lists (@ant-design/cssinjs `existPath`). In CSS-variable mode (antd 6) those styles only name variables, so one file
 * serves light, dark and phone sizes; the variables' values are still set at runtime by the ConfigProvider. A component
 * not in the list below is styled at runtime as before.
 */

import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App, Button, Card, ConfigProvider, Drawer, Input, Layout, Popover, Skeleton, Typography } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { buildTheme } from '../src/ui/theme.ts';
import { isFirstPass } from './boot-chunks.ts';

/**
 * The antd components that render when home or the model page loads on a phone (the menu drawer and the user menu
 * mount closed, but mounted they need their styles). What appears later (a tooltip, the side menu on a desktop, an
 * error, a form) is styled at runtime as before: every kilobyte here is downloaded before the first paint. Forms and
 * the grid (Row/Col, 118 kB of CSS on their own) are not here: the sign-in page is a page of its own (signin.html)
 * with its own controls, and no dealer's first screen has a form or uses the grid.
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

/** What AntdScope.tsx imports: antd's styles of the components listed above. */
export const ANTD_STATIC_CSS = 'virtual:antd-static.css';

/**
 * The stylesheet as a CSS module that ui/AntdScope.tsx imports: it downloads with the first page that uses antd (the
 * bundler's loader waits for a chunk's CSS before the page renders) and never with the screens drawn by the kit.
 * In the first build of boot-chunks.ts and in development it is empty (antd then styles at runtime, as it can).
 */
export function antdStaticCss(): Plugin {
  let building = false;
  return {
    name: 'parca-antd-static-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ANTD_STATIC_CSS ? ANTD_STATIC_CSS : null;
    },
    load(id) {
      if (id !== ANTD_STATIC_CSS) return null;
      return building && !isFirstPass() ? antdBootCss() : '';
    },
  };
}
