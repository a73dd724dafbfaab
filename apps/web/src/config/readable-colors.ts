import { darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG contrast ratio of two colours, 1 to 21. */
export const contrast = (a: string, b: string) => {
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
 * WCAG AA for every palette in the light scheme, not only the ones tuned in theme.ts: the dark shades screens pick
 * for text (c="yellow.8"), the filled variant under white text and the light variant's text are each darkened only as
 * far as they need (Mantine's yellow, teal and cyan read at 2.5–4.3:1). Secondary ("dimmed") text in gray 7, 7:1
 * on white (Mantine's gray 6 reads at 3.3:1), and placeholders, read as text in a date picker, at 4.9:1.
 */
export const readableColors = (mantine: MantineTheme) => {
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
  return light;
};
