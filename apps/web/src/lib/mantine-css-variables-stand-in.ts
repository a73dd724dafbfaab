/**
 * What Mantine's provider draws its theme's CSS variables with, in the build: nothing. The variables are a stylesheet
 * written ahead of time from the same component (config/theme-variables.css, checked by theme-variables.test.tsx),
 * and the provider is told not to draw them (`withCssVariables={false}`); vite.config.ts points the provider's import
 * here so that the component's modules are not evaluated on every page load either.
 */
export const MantineCssVariables = () => null;
