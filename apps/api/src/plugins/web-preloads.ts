import fs from 'node:fs';
import path from 'node:path';

/** The signed-in screens' shell: every one of them draws inside it (apps/web/src/app/layout/app-layout.tsx). */
const SHELL_SOURCE = 'src/app/layout/app-layout.tsx';

type ManifestChunk = { file: string; imports?: string[] };

/**
 * What a signed-in page needs beyond the page's own script, named in its head so the browser fetches it with that
 * script instead of after it has run: the shell's code and the chunks it imports (read from the build's manifest,
 * dist/.vite/manifest.json) and the second part of Mantine's stylesheet (named by the page's `mantine-rest-css`
 * meta tag). The sign-in page gets none of it. Empty when the build has no manifest.
 */
export const signedInPreloads = (distDir: string, page: string) => {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const shell = manifest[SHELL_SOURCE];
  if (!shell) return '';
  const files = [shell.file, ...(shell.imports ?? []).map((key) => manifest[key]?.file)].filter(
    (file): file is string => file !== undefined && !page.includes(`/${file}"`),
  );
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const rest = /<meta name="mantine-rest-css" content="([^"]+)"/.exec(page)?.[1];
  if (rest) links.push(`<link rel="preload" as="style" href="${rest}">`);
  return links.join('\n    ');
};
