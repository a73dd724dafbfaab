import { brand } from '@backoffice/shared/brand';
import { type CSSVariablesResolver, createTheme, darken, luminance, type MantineColorsTuple } from '@mantine/core';

// Ten shades around the brand colours of seed section 3 (index 6 is the exact brand value).
const orange: MantineColorsTuple = [
  '#fff1ea',
  '#ffe0d3',
  '#fdbfa4',
  '#fb9b71',
  '#f97c46',
  '#f7692b',
  brand.primary,
  '#d6450b',
  '#bf3b07',
  '#a73000',
];
const blue: MantineColorsTuple = [
  '#e7f3fd',
  '#d1e3f4',
  '#a3c5e7',
  '#72a5da',
  '#4a8ace',
  '#3179c8',
  brand.secondary,
  '#0a5392',
  '#004983',
  '#003f74',
];

// Mantine's green with darker 8 and 9: "light" badges and buttons print green 9 on pale green, 3.8:1 before.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#237a36',
  '#1b6e2f',
];

// Mantine's orange and red with darker 8 and 9, for the same reason (orange 9 on pale orange read 3.6:1).
const mantineOrange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b8440c',
  '#a3360a',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#f03e3e',
  '#c92a2a',
  '#b02525',
];

// Brand orange (index 6) stays for surfaces; text and white-on-orange buttons use index 8, 5.5:1 on white (WCAG AA).
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand: orange, secondary: blue, green, orange: mantineOrange, red },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    // A loader is a status: its aria-label ("Cargando mensajes") is only allowed on an element with a role.
    Loader: { defaultProps: { role: 'status' } },
  },
});

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** The colour, darkened in small steps until text in it (or white text on it) reads at WCAG AA on every background. */
const readable = (color: string, backgrounds: string[]) => {
  let result = color;
  for (let step = 1; step <= 12 && backgrounds.some((bg) => contrast(result, bg) < 4.6); step += 1) {
    result = darken(color, step * 0.05);
  }
  return result;
};

/**
 * WCAG AA for every palette in the light scheme, not only the ones tuned above: the dark shades screens pick for
 * text (c="yellow.8"), the filled variant under white text and the light variant's text are each darkened only as
 * far as they need (Mantine's yellow, teal and cyan read at 2.5–4.3:1). Secondary ("dimmed") text in gray 7, 7:1
 * on white (Mantine's gray 6 reads at 3.3:1), and placeholders, read as text in a date picker, at 4.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => {
  const shade = typeof mantine.primaryShade === 'number' ? mantine.primaryShade : mantine.primaryShade.light;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7177',
  };
  for (const [name, palette] of Object.entries(mantine.colors)) {
    if (name === 'dark') continue;
    for (const dark of [7, 8, 9])
      light[`--mantine-color-${name}-${dark}`] = readable(palette[dark], ['#ffffff', '#f1f3f5']);
    const filled = readable(palette[shade], ['#ffffff', '#f1f3f5']);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(palette[9], [palette[1], palette[2]]);
  }
  return { variables: {}, light, dark: {} };
};
