// Comments in the source cite the decision records in docs/decisions/, which travel with the code, never the issue
// tracker or documents outside the repository (decision 046). Fails on an issue or task number, the contract or seed
// specification's file name, or a path into ../shared, anywhere in a source file's text.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// lint-references: allow
const OUTSIDE = /\b(?:issues?|tasks?) #?\d+|contract\.md|seed-000|\.\.\/shared\/(?:spec|style)/i;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'bench', 'scripts'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:[cm]?[jt]sx?|css|html)$/.test(file) && !file.endsWith('.gen.ts'));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (OUTSIDE.test(line) && !lines[index - 1]?.includes('lint-references: allow'))
      found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
for (const line of found) console.log(`  error source-cites-outside: ${line}`);
console.log(`lint:references: ${found.length} references to documents outside the repository`);
process.exitCode = found.length > 0 ? 1 : 0;
