import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Mantine's stylesheet in two parts (decision 057).
 *
 * `@mantine/core/styles.css` is every component's CSS in one file (250 kB, 36 kB gzip), render-blocking on every
 * screen, and every style recalculation matches the page against all of it. Each Mantine component module reads
 * its class names from `X.module.mjs`, and `styles/X.css` is that component's CSS, so the build knows which
 * components each chunk holds. After the build has cut its chunks, this plugin writes:
 *
 * - the first stylesheet, linked in index.html (render-blocking): Mantine's base styles (`virtual:mantine-base.css`),
 *   then the CSS of the components of the entry and the signed-in shell (the sign-in is a page of its own, decision 066);
 * - the rest: the CSS of every other Mantine component the app uses, named in a `<meta name="mantine-rest-css">` of
 *   index.html and linked by the app at start (`src/app/rest-styles.ts`) without holding the first paint. Screens
 *   other than those wait for it before they render (their loaders show until then).
 *
 * Within each file a component's CSS comes after that of the components it is built from (its depth in Mantine's
 * own import graph), as in Mantine's single file; what the rest holds is never a part of what the first holds
 * (the first holds whole static import closures), so the rest coming second keeps that order. No JS changes: a
 * stylesheet per chunk made every lazy import list its stylesheets, 2 kB of JS on the orders board.
 *
 * Under the dev server the base module is Mantine's whole stylesheet.
 */
export const BASE_ID = 'virtual:mantine-base.css';
const BASE = '\0mantine-css:base.css';
const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](.*[\\/])?(\w+)\.module\.mjs$/;
/** Screens whose components' CSS is in the first stylesheet, besides the entry's. */
const FIRST_SCREENS = [/[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/];
export const REST_META = 'mantine-rest-css';

export const mantineCss = (): Plugin[] => {
  const require = createRequire(import.meta.url);
  const core = path.dirname(require.resolve('@mantine/core/styles.css'));
  const esm = path.join(core, 'esm');
  let depths: Map<string, number> | undefined;
  let build = false;
  let restFile: string | undefined;

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
    const ownCss = (file: string) => (imports.get(file) ?? []).find((imported) => cssName(imported));
    // below(file): the deepest depth among the CSS modules the file reaches through its parts (-1: none).
    const below = new Map<string, number>();
    const visit = (file: string): number => {
      const known = below.get(file);
      if (known !== undefined) return known;
      below.set(file, -1); // a cycle counts as nothing below
      let deepest = -1;
      for (const imported of imports.get(file) ?? []) {
        if (cssName(imported)) continue; // its own class names, not a part's
        const part = visit(imported);
        deepest = Math.max(deepest, ownCss(imported) === undefined ? part : part + 1);
      }
      below.set(file, deepest);
      return deepest;
    };
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
  /** Mantine's files are formatted: comments and runs of white space go (no string in them holds any). */
  const minify = (css: string) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .trim();
  const stylesheet = (names: Iterable<string>) =>
    [...names]
      .sort((a, b) => depthOf(a) - depthOf(b) || a.localeCompare(b))
      .map((name) => minify(styles(`${name}.css`)))
      .join('\n');
  const componentsOf = (chunks: OutputChunk[]) => {
    const names = new Set<string>();
    for (const chunk of chunks)
      for (const id of chunk.moduleIds) {
        const name = MODULE.exec(id)?.[2];
        if (name) names.add(name);
      }
    return names;
  };

  const base: Plugin = {
    name: 'mantine-css-base',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source) {
      return source === BASE_ID ? BASE : null;
    },
    load(id) {
      if (id !== BASE) return null;
      if (!build) return readFileSync(path.join(core, 'styles.css'), 'utf8');
      return [styles('baseline.css'), styles('default-css-variables.css'), styles('global.css')].join('\n');
    },
  };

  const split: Plugin = {
    name: 'mantine-css-split',
    apply: 'build',
    generateBundle: {
      // Before Vite writes index.html from the entry's stylesheets.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        if (!entry) return;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = new Map<string, OutputChunk>();
        const visit = (chunk: OutputChunk) => {
          if (closure.has(chunk.fileName)) return;
          closure.set(chunk.fileName, chunk);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(entry);
        for (const chunk of chunks)
          if (FIRST_SCREENS.some((screen) => chunk.facadeModuleId && screen.test(chunk.facadeModuleId))) visit(chunk);
        const first = componentsOf([...closure.values()]);
        const rest = [...componentsOf(chunks)].filter((name) => !first.has(name));
        const firstFile = this.getFileName(
          this.emitFile({ type: 'asset', name: 'mantine.css', source: stylesheet(first) }),
        );
        entry.viteMetadata!.importedCss.add(firstFile);
        restFile = this.getFileName(
          this.emitFile({ type: 'asset', name: 'mantine-rest.css', source: stylesheet(rest) }),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!restFile || !/(^|[\\/])index\.html$/.test(context.filename)) return html;
        return [{ tag: 'meta', attrs: { name: REST_META, content: `/${restFile}` }, injectTo: 'head' }];
      },
    },
  };
  return [base, split];
};
