import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableColorVariables } from './readable-color-variables.ts';
import { contrast, readableColors } from './readable-colors.ts';
import { theme } from './theme.ts';

describe('readable colours', () => {
  it('are the ones worked out from the theme as it is now', () => {
    const computed = readableColors(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(
      readableColorVariables,
      `The theme changed: put this in readable-color-variables.ts\n${JSON.stringify(computed, null, 2)}`,
    ).toEqual(computed);
  });

  it('read at WCAG AA on white for every filled colour', () => {
    const filled = Object.entries(readableColorVariables).filter(([name]) => name.endsWith('-filled'));
    expect(filled.length).toBeGreaterThan(10);
    for (const [name, color] of filled) expect(contrast(color, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
  });
});
