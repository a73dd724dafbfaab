import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where @mantine/core's modules are, as the CSS plugin finds them: beside its stylesheet, which the package exports. */
export const mantineStyles = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const coreModules = path.join(path.dirname(mantineStyles), 'esm');

/**
 * How a Mantine module (`file`, under @mantine/core's esm folder) uses what it imports with `importLine`: each
 * mention of `name` after the import, with the properties it reads (`ScrollArea.Autosize`). Throws when the module
 * no longer has that import, so a stand-in's test fails on a Mantine update that changed it.
 */
export const mantineUses = (file: string, importLine: string, name: string) => {
  const code = readFileSync(path.join(coreModules, file), 'utf8');
  if (!code.includes(importLine)) throw new Error(`${file} no longer has: ${importLine}`);
  return code.replace(importLine, '').match(new RegExp(`\\b${name}\\b[.\\w]*`, 'g')) ?? [];
};
