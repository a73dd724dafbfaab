import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineCss } from './scripts/mantine-css-plugin.ts';
import { screenMap } from './scripts/screen-map-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The dev server answers the storefront's (/t/*, /c/*), the rider's (/r/*) and the sign-in's (/login) addresses with
 * their pages, as the API does.
 */
const storefrontPages = (): Plugin => ({
  name: 'storefront-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/(t|c)(\/|\?|$)/.test(request.url)) request.url = '/storefront.html';
      else if (request.url && /^\/login\/?(\?|$)/.test(request.url)) request.url = '/login.html';
      else if (request.url && /^\/r(\/|\?|$)/.test(request.url)) request.url = '/r.html';
      next();
    });
  },
});

/**
 * A plugin that points one import (`source`) of the modules whose path matches `importer` at a file of this app
 * (`target`): the stand-ins below, each for a part of a library that a module imports for much less than it brings.
 */
const pointImport = (name: string, source: string, importer: RegExp, target: string): Plugin => ({
  name,
  enforce: 'pre',
  resolveId(id, from) {
    return id === source && from && importer.test(from) ? page(target) : null;
  },
});

const standIns = () => [
  // Mantine's ScrollArea (inside every Drawer and Modal) imports only `useMergeRefs` from `@floating-ui/react`; that
  // import alone made every screen with a drawer or dialog download the floating-position library (16 kB gzip). It
  // takes the same hook; menus, popovers and tooltips keep the real library (decision 057).
  pointImport(
    'scroll-area-merge-refs',
    '@floating-ui/react',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    'src/lib/merge-refs.ts',
  ),
  // Mantine's Drawer and Modal roots import ScrollArea only to compare the scroll component they are given with
  // `ScrollArea.Autosize`; no screen gives them one (scroll-area-stand-in.test.ts), so a drawer no longer downloads
  // ScrollArea (decision 057).
  pointImport(
    'modal-scroll-area-stand-in',
    '../ScrollArea/ScrollArea.mjs',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Drawer[\\/]DrawerRoot|Modal[\\/]ModalRoot)\.mjs$/,
    'src/lib/scroll-area-stand-in.ts',
  ),
  // Mantine's AppShell header, footer and aside import react-remove-scroll only for two class names, so the
  // signed-in shell's first load no longer brings the library (4.7 kB gzip, one more file); drawers and dialogs load
  // it when they open (remove-scroll-stand-in.test.ts, decision 057).
  pointImport(
    'app-shell-remove-scroll-stand-in',
    'react-remove-scroll',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/,
    'src/lib/remove-scroll-stand-in.ts',
  ),
  // Mantine's `useId` swaps a random id in after every mount, which draws the component again before the first
  // paint; it takes the same hook without the swap (mantine-use-id.test.ts, decision 065).
  pointImport(
    'mantine-use-id-from-react',
    './use-id/use-id.mjs',
    /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    'src/lib/mantine-use-id.ts',
  ),
  // The provider's theme variables are a stylesheet written ahead of time (config/theme-variables.css), so its
  // component that works them out on every page load, and the modules it brings (their evaluation alone 40-60 ms
  // at 4x CPU slowdown), are left out (theme-variables.test.tsx, decision 065).
  pointImport(
    'mantine-css-variables-ahead-of-time',
    './MantineCssVariables/MantineCssVariables.mjs',
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    'src/lib/mantine-css-variables-stand-in.ts',
  ),
];

/**
 * React Router's package points every import at its development build, whose only difference is that its warnings are
 * on (`ENABLE_DEV_WARNINGS`): checks on every navigation and render, and their code, in what phones download. The
 * build takes the production build beside it; the dev server keeps the warnings.
 */
const routerProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), storefrontPages(), ...standIns(), screenMap(), ...mantineCss()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each entry and lazy module pulls in, read by the byte-budget check
    // (scripts/check-bundle-budgets.ts, decision 057).
    manifest: true,
    // Four pages: the back-office, its sign-in (/login, decision 066), the customer storefront (/t/*, /c/*) and the
    // rider's app (/r/*, decision 049); the last three must never load the back-office's libraries; only what three
    // of them share (React) is a common chunk, and the sign-in loads no library at all.
    rolldownOptions: {
      input: {
        main: page('index.html'),
        login: page('login.html'),
        storefront: page('storefront.html'),
        rider: page('r.html'),
      },
      // The entries export nothing anyone imports; required to inline common chunks (below).
      preserveEntrySignatures: false,
      output: {
        // V8's compile hint (Chrome 136+): every function of the file is compiled on a background thread as the file
        // arrives, instead of on the main thread at its first call. After minification, or it is taken out. At 4x CPU
        // the pages' main thread was 0-20 % shorter, never longer (bench/README.md); other browsers read a comment
        // (decision 065).
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          // Small common chunks (a Mantine component, a hook shared by two screens) are copied into the chunks that
          // use them instead of being files of their own: the company home went from 63 script files to 17, which
          // on HTTP/1.1's six connections per host is the difference between ~10 round trips and ~3 before its
          // first paint of data (decision 031). Code loaded on use and on reach had brought it back to 22; at 16 kB
          // (source size) it is 15, with fewer bytes (213.7 kB gzip against 219.1), and Lighthouse mobile reads
          // the home 4-8 points higher; at 24 kB the orders boards with an order waiting pass 250 kB.
          experimentalInlineCommonChunks: { maxSize: 16384 },
          groups: [
            // Two named groups for what every page of an entry needs, which the bundler otherwise cut into several
            // files by which lazy chunks share each piece (decision 031, amended): `react` is what the three pages
            // share (React, the API client), `core` what every back-office page brings, the sign-in included
            // (TanStack Query, Mantine's styles system, Input, buttons and loader). Sign-in 12 script files to 7,
            // company home 16 to 10, each a few kB lighter; Lighthouse mobile reads their first and largest
            // paints 0.1-0.2 s sooner.
            // The app's id (shared/app-id) is left out of `react`: the sign-in page reads it and loads no React.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|[\\/]src[\\/]lib[\\/]api(-client)?\.ts$|[\\/]shared[\\/]src[\\/]events\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core',
              // With the provider's stand-in (above): elsewhere, the provider's chunk and the stand-in's would import
              // each other, and the bundler then inlines no common chunk at all (sign-in 7 script files to 26).
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Input|CloseButton|Loader|UnstyledButton))|clsx)[\\/]|[\\/]src[\\/]lib[\\/]mantine-css-variables-stand-in\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The floating-position library only in its own chunk, loaded by what positions a menu, popover or
            // tooltip: left to itself the bundler also put small shared helpers there, so a screen that never
            // opens one still downloaded the whole library for them.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, includeDependenciesRecursively: false },
            {
              name: (id) =>
                /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Tooltip|Popover|Menu|Combobox)[\\/]/.exec(id)?.[1] ??
                null,
              includeDependenciesRecursively: false,
            },
            // Modal with the base it shares with Drawer, in one file: once some screens opened only a drawer and others
            // only a dialog, the bundler gave the shared base a file of its own, one more request (and 0.6 kB gzip)
            // for a screen with both, such as the orders board with an order waiting (decision 057).
            {
              name: 'Modal',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
