import { brand } from '@backoffice/shared';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: orange, secondary: blue },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
  },
});
