/**
 * Draws the installable app's PNG icons from the brand mark (public/favicon.svg's drawing) with sharp.
 * Run after changing the mark: `node --import tsx apps/web/scripts/make-icons.ts`; the PNGs are committed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@backoffice/shared';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** `padding` leaves the safe zone maskable icons need (the launcher may crop to a circle). */
const mark = (padding: number, rounded: boolean) => {
  const inner = 32 - padding * 2;
  const scale = inner / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${brand.primary}"/>
  <g transform="translate(${padding} ${padding}) scale(${scale})">
    <path d="M8 20h16l-2 5H10z" fill="#fff"/><circle cx="16" cy="13" r="5" fill="#fff"/>
  </g>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark(0, true) },
  { file: 'icon-512.png', size: 512, svg: mark(0, true) },
  { file: 'maskable-512.png', size: 512, svg: mark(5, false) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: mark(2, false) },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
