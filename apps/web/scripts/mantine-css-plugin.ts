import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet split per component, so each screen's CSS comes with its JS (issue 28, decision 057).
 *
 * `@mantine/core/styles.css` is every component's CSS in one file (250 kB, 36 kB gzip), render-blocking on every
 * screen. Each Mantine component module imports its class names from `X.module.mjs`, and `styles/X.css` is that
 * component's CSS: this plugin adds the import of the second to the first, so the bundler puts a component's CSS
 * in the stylesheet of the chunk that holds its JS. The sign-in and the shell then load only what they draw, and a
 * lazy screen brings the rest with it.
 *
 * Order. In the single file a component's CSS comes after the CSS of the components it is built from (a Button
 * overrides UnstyledButton on the same element with selectors of equal weight). Split, the order in which the
 * stylesheets arrive depends on the screens opened, and a small module copied into two chunks brings its CSS twice.
 * So each component's CSS is put in a cascade layer by its depth in Mantine's own import graph (`mantine.l0` for
 * a component built from none with CSS, `mantine.l1` for one built from those…), and the layers' order is stated
 * once, in a `<style>` at the top of index.html's head, before any stylesheet: a component's rules then win over its parts' whatever the order of the
 * files. Base styles (baseline, default variables, global) are the first layer. The app's own CSS and the dates,
 * charts and notifications packages' stylesheets are not in a layer, so they win over the core as they did by
 * coming after it.
 *
 * Import `virtual:mantine-base.css` once, where `@mantine/core/styles.css` was imported.
 */
export const BASE_ID = 'virtual:mantine-base.css';
const PREFIX = '\0mantine-css:';
const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](.*[\\/])?(\w+)\.module\.mjs$/;

export const mantineCssPerComponent = (): Plugin => {
  const require = createRequire(import.meta.url);
  const core = path.dirname(require.resolve('@mantine/core/styles.css'));
  const esm = path.join(core, 'esm');
  let depths: Map<string, number> | undefined;

  /** Each CSS module's depth: 1 + the deepest CSS module among what its component imports, transitively. */
  const computeDepths = () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : entry.name.endsWith('.mjs')
            ? [path.join(dir, entry.name)]
            : [],
      );
    const imports = new Map<string, string[]>();
    for (const file of files(esm)) {
      const source = readFileSync(file, 'utf8');
      imports.set(
        file,
        [...source.matchAll(/from "(\.[^"]+\.mjs)"/g)].map((match) => path.resolve(path.dirname(file), match[1]!)),
      );
    }
    const cssName = (file: string) => MODULE.exec(file)?.[2];
    // below(file): the deepest layer used by the CSS modules the file reaches (-1: none).
    const below = new Map<string, number>();
    const visit = (file: string): number => {
      const known = below.get(file);
      if (known !== undefined) return known;
      below.set(file, -1); // a cycle counts as nothing below
      let deepest = -1;
      for (const imported of imports.get(file) ?? []) {
        if (cssName(imported)) continue; // its own class names: the file's CSS, not a part's
        const part = visit(imported);
        const own = ownCss(imported);
        deepest = Math.max(deepest, own === undefined ? part : part + 1);
      }
      below.set(file, deepest);
      return deepest;
    };
    const ownCss = (file: string) => (imports.get(file) ?? []).find((imported) => cssName(imported));
    const result = new Map<string, number>();
    for (const file of imports.keys()) {
      const own = ownCss(file);
      if (!own) continue;
      const name = cssName(own)!;
      result.set(name, Math.max(result.get(name) ?? 0, visit(file) + 1));
    }
    return result;
  };
  const depthOf = (name: string) => {
    depths ??= computeDepths();
    return depths.get(name) ?? 0;
  };
  const styles = (file: string) => readFileSync(path.join(core, 'styles', file), 'utf8');

  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    resolveId(source) {
      if (source === BASE_ID) return `${PREFIX}base.css`;
      if (source.startsWith(PREFIX)) return source;
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length).replace(/\.css$/, '');
      if (name === 'base') {
        return `@layer mantine.base {\n${styles('baseline.css')}\n${styles('default-css-variables.css')}\n${styles('global.css')}\n}`;
      }
      return `@layer mantine.l${depthOf(name)} {\n${styles(`${name}.css`)}\n}`;
    },
    // The layers' order, stated before any stylesheet of the page (a layer's place is where it first appears).
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => {
        if (!/(^|[\\/])index\.html$/.test(context.filename)) return html;
        depths ??= computeDepths();
        const deepest = Math.max(0, ...depths.values());
        const layers = ['mantine.base', ...Array.from({ length: deepest + 1 }, (_, depth) => `mantine.l${depth}`)];
        return [{ tag: 'style', children: `@layer ${layers.join(', ')};`, injectTo: 'head-prepend' }];
      },
    },
    transform(code, id) {
      const name = MODULE.exec(id)?.[2];
      if (!name) return null;
      return { code: `import ${JSON.stringify(`${PREFIX}${name}.css`)};\n${code}`, map: null };
    },
  };
};
