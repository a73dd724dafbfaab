import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineStyles, mantineUses } from '../test-support/mantine-source.ts';
import { RemoveScroll as standIn } from './remove-scroll-stand-in.ts';

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
    const uses = mantineUses(file, 'import { RemoveScroll } from "react-remove-scroll";', 'RemoveScroll');
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !/^RemoveScroll\.classNames\.(zeroRight|fullWidth)$/.test(use))).toEqual([]);
  });
});
