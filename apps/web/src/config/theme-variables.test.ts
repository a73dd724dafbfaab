import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables.ts';

describe("the theme's CSS variables", () => {
  it('are the ones MantineProvider writes for the theme as it is now', () => {
    const committed = readFileSync(new URL('./theme-variables.css', import.meta.url), 'utf8');
    expect(
      committed,
      'The theme changed: run `node --import tsx apps/web/scripts/make-theme-variables.ts` and commit the CSS',
    ).toBe(themeVariablesCss());
  });

  it("carry the brand and the readable colours (what the provider's own variables set)", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('--mantine-color-gray-filled: #343a40');
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
  });
});
