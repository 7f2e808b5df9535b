import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticCss } from './scripts/antd-static-css.ts';
import { bootChunks } from './scripts/boot-chunks.ts';
import { contractDeclarations } from './scripts/contract-declarations.ts';
import { htmlPages } from './scripts/html-pages.ts';
import { routePreload } from './scripts/route-preload.ts';
import { catalogApi } from './src/api/routes.ts';
import { msg } from './src/messages/index.ts';
import { auth } from './src/pages/auth/messages.ts';

const login = 'src/pages/auth/LoginPage.tsx';
const shell = 'src/layout/Shell.tsx';
const home = 'src/pages/dashboard/DashboardPage.tsx';
const model = 'src/pages/catalog/ModelProductsPage.tsx';
// antd's theme and App, loaded by the router with every page drawn with antd (router.tsx)
const antd = 'src/ui/AntdScope.tsx';
/** The model page's data, as the app asks for it (api/client.ts buildUrl), the page's model id in the path's group. */
const modelData = `/api${catalogApi.getModelView.path.replace(':id', '$1')}`;
const isContract = (id: string) => id.includes('/packages/contract/src/');
const isAreaCode = (id: string) => /\/apps\/web\/src\/pages\/.+\.tsx?$/.test(id);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // the contract's top-level declarations marked free of side effects: a page keeps only the schemas it uses
    contractDeclarations(isContract),
    // index.html and signin.html (the sign-in page painted without the app) from the app's texts, theme and icons
    htmlPages({ app: msg.app, theme: msg.theme, auth }),
    // antd's styles of the first screens as a CSS file, instead of built in the browser on every load
    antdStaticCss(),
    // the code a cold load needs in a few chunks (app, login, shell, home, model), not dozens of small ones
    bootChunks(import.meta.filename, { login: [login, antd], shell: [shell], home: [home], model: [model] }),
    // the pages people open cold (a bookmark, a shared link): their code downloads with the app's, not after it
    routePreload(
      [
        { path: '^/login$', modules: [login, antd] },
        { path: '^/$', signedIn: true, modules: [shell, home] },
        // the model's products (a dealer's largest answer) are asked for before the app has run
        { path: '^/model-products/(\\d+)$', signedIn: true, modules: [shell, model], data: modelData },
      ],
      // antd, which every page but the kit's draws with, downloads 3 s after the first page has loaded, when the browser idles
      { login: [login, antd], tokenKey: 'token', later: [antd], laterAssets: /^assets\/antd-[\w-]+\.css$/ },
    ),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        signin: path.resolve(import.meta.dirname, 'signin.html'),
      },
      // The contract's modules only declare (schemas, routes, rules); zod-setup.ts configures zod. Saying so lets the
      // bundle keep only the schemas a chunk uses instead of building all of them when the app starts.
      // An area's code (pages/**) only declares too: another area imports it through the area's entry (index.ts), and
      // without this every piece that entry names (with its CSS) would land in the importer's chunk, e.g. the admin's
      // account panel in home's when home shows a balance.
      treeshake: {
        moduleSideEffects: (id) => (isAreaCode(id) ? false : !isContract(id) || id.endsWith('/zod-setup.ts')),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
