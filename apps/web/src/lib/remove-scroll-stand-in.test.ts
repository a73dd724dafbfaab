import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RemoveScroll as standIn } from './remove-scroll-stand-in.ts';

// As the CSS plugin finds it (scripts/mantine-css-plugin.ts): beside its stylesheet, which the package exports.
const mantineStyles = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const core = path.join(path.dirname(mantineStyles), 'esm');

describe('the react-remove-scroll stand-in of the AppShell parts (vite.config.ts)', () => {
  it('names the classes the real scroll lock reads', () => {
    // The library Mantine itself resolves, not one of this app's own.
    const { RemoveScroll } = createRequire(mantineStyles)(
      'react-remove-scroll',
    ) as typeof import('react-remove-scroll');
    expect(standIn.classNames).toEqual(RemoveScroll.classNames);
  });

  it.each([
    'components/AppShell/AppShellHeader/AppShellHeader.mjs',
    'components/AppShell/AppShellFooter/AppShellFooter.mjs',
    'components/AppShell/AppShellAside/AppShellAside.mjs',
  ])("holds while Mantine's %s uses react-remove-scroll only for its class names", (file) => {
    const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
    const code = readFileSync(path.join(core, file), 'utf8');
    expect(code).toContain(IMPORT);
    const uses = code.replace(IMPORT, '').match(/\bRemoveScroll\b[.\w]*/g) ?? [];
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !/^RemoveScroll\.classNames\.(zeroRight|fullWidth)$/.test(use))).toEqual([]);
  });
});
