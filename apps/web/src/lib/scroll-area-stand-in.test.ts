import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineUses } from '../test-support/mantine-source.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });

describe('the ScrollArea stand-in of the Drawer and Modal roots (vite.config.ts)', () => {
  it('holds while no screen gives a Drawer or Modal a scroll component', () => {
    const giving = sources(src).filter((file) => readFileSync(file, 'utf8').includes('scrollAreaComponent'));
    expect(giving).toEqual([]);
  });

  it.each(['components/Drawer/DrawerRoot.mjs', 'components/Modal/ModalRoot.mjs'])(
    "holds while Mantine's %s uses ScrollArea only to compare with ScrollArea.Autosize",
    (file) => {
      const uses = mantineUses(file, 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";', 'ScrollArea');
      expect(uses.length).toBeGreaterThan(0);
      expect(uses.filter((use) => use !== 'ScrollArea.Autosize')).toEqual([]);
    },
  );
});
