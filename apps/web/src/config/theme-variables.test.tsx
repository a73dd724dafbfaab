import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineUses } from '../test-support/mantine-source.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The `<style>` Mantine's provider draws with the theme's CSS variables, as it draws it (MantineCssVariables). */
const drawnVariables = () => {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <span />
    </MantineProvider>,
  );
  const css = markup.match(/<style data-mantine-styles="true">([^<]*)<\/style>/)?.[1];
  if (!css) throw new Error(`no variables in ${markup}`);
  return css;
};

describe("the theme's CSS variables, written ahead of time (theme-variables.css)", () => {
  it('are the ones Mantine draws for the theme as it is now (npx vitest run -u writes them again)', async () => {
    await expect(`${drawnVariables().replaceAll('}', '}\n')}`).toMatchFileSnapshot('./theme-variables.css');
  });

  it("hold while Mantine's provider draws them with the component the build stands in for", () => {
    const uses = mantineUses(
      'core/MantineProvider/MantineProvider.mjs',
      'import { MantineCssVariables } from "./MantineCssVariables/MantineCssVariables.mjs";',
      'MantineCssVariables',
    );
    expect(uses).toEqual(['MantineCssVariables']);
  });
});
