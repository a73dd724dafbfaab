import fs from 'node:fs';
import path from 'node:path';

/** The signed-in screens' shell: every one of them draws inside it (apps/web/src/app/layout/app-layout.tsx). */
const SHELL_SOURCE = 'src/app/layout/app-layout.tsx';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
/** dist/.vite/screens.json, written by the web build (apps/web/scripts/route-screens.ts). */
type ScreenMap = Record<string, { path: string; module: string }[]>;

const readJson = <T>(file: string): T | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;

/** A module's own chunk and every chunk it imports statically, recursively: what loading it downloads at once. */
const chunkFiles = (manifest: Manifest, key: string, files = new Set<string>()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
};

/** A route pattern of the web's route table (`/product/:id/:company`) as a test of a path. */
const matcher = (pattern: string) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
};

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * What a signed-in page needs beyond the page's own script, named in its head so the browser fetches it with that
 * script instead of after it has run (decision 061): the shell's code and the chunks it imports, the second part of
 * Mantine's stylesheet (named by the page's `mantine-rest-css` meta tag), and the code of the screen the address
 * opens for the account's type, read from the build's manifest and screen map (dist/.vite/). The sign-in page gets
 * none of it. Empty when the build has no manifest.
 */
export const signedInPreloads = (distDir: string, page: string) => {
  const manifest = readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'));
  if (!manifest?.[SHELL_SOURCE]) return () => '';
  const screens = readJson<ScreenMap>(path.join(distDir, '.vite', 'screens.json')) ?? {};
  const named = (file: string) => page.includes(`/${file}"`);
  // Only the shell's direct imports beyond the page's own: the rest come with the page's script already.
  const shell = [
    manifest[SHELL_SOURCE].file,
    ...(manifest[SHELL_SOURCE].imports ?? []).map((key) => manifest[key]?.file),
  ]
    .filter((file): file is string => file !== undefined && !named(file))
    .map(modulePreload);
  const rest = /<meta name="mantine-rest-css" content="([^"]+)"/.exec(page)?.[1];
  if (rest) shell.push(`<link rel="preload" as="style" href="${rest}">`);
  // Per account type, each address pattern with the screen's chunks the page and the shell do not already bring.
  const shellFiles = chunkFiles(manifest, SHELL_SOURCE);
  const routes = new Map(
    Object.entries(screens).map(([type, list]) => [
      type,
      list.map(({ path: pattern, module }) => ({
        test: matcher(pattern),
        links: [...chunkFiles(manifest, module)]
          .filter((file) => !named(file) && !shellFiles.has(file))
          .map(modulePreload),
      })),
    ]),
  );
  return (accountType: string | undefined, pathname: string) => {
    const route = routes.get(accountType ?? '')?.find((candidate) => candidate.test.test(pathname));
    return [...shell, ...(route?.links ?? [])].join('\n    ');
  };
};
