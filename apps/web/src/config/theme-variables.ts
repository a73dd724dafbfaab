import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The CSS variables MantineProvider writes for this theme in the page's first render (a `<style>` of the variables
 * that differ from Mantine's defaults), but for the dark scheme's. They are the same at every load, so they are worked out here once and
 * committed as theme-variables.css, which the first stylesheet carries (scripts/mantine-css-plugin.ts), and the
 * provider writes none (`withCssVariables={false}`): working them out held the first render 6 ms on this machine,
 * about 25 ms at the phone's 4× slowdown. theme-variables.test.ts says when to run
 * `node --import tsx apps/web/scripts/make-theme-variables.ts` again.
 */
export const themeVariablesCss = () => {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      defaultColorScheme: 'light',
      withGlobalClasses: false,
    }),
  );
  const style = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error(`MantineProvider wrote no variables: ${html.slice(0, 200)}`);
  // The app is always light (providers.tsx): the dark scheme's rule would be bytes in the first stylesheet for nothing.
  const light = style[1]!.replace(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/, '');
  return `${light}\n`;
};
