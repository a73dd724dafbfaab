// Writes file.br and file.gz beside every text asset of the build, once, at the highest levels: the server
// (@fastify/static `preCompressed`) then picks one by the request's Accept-Encoding without compressing
// on each request. A compressed copy that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

let written = 0;
for (const file of files(dist).filter((name) => TEXT.test(name))) {
  const source = readFileSync(file);
  if (source.length < 512) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  for (const [extension, data] of [
    ['br', brotli],
    ['gz', gzip],
  ]) {
    if (data.length >= source.length) continue;
    writeFileSync(`${file}.${extension}`, data);
    written += 1;
  }
}
console.log(`precompress: ${written} .br/.gz files in ${path.relative(process.cwd(), dist) || dist}`);
