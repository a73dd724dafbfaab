import { brand } from '@backoffice/shared/brand';
import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { readableColorVariables } from './readable-color-variables.ts';

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

/** A titled notification's text: Mantine's gray 6 read 3.3:1 on white; gray 8 reads well past WCAG AA. */
export const notificationTextColor = DEFAULT_THEME.colors.gray[8];

// Brand orange (index 6) stays for surfaces; text and white-on-orange buttons use index 8, 5.5:1 on white (WCAG AA).
// Where contrast allows, the exact brand value shows (decision 043): marks without text (switch tracks, checks,
// tab indicators, loaders, the title's accent), fills behind dark text (4.9:1) and large text (3.6:1 on white).
export const BRAND_FILL = 'brand.6';
const PAGE_CONTROLS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

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
    Loader: { defaultProps: { role: 'status', color: BRAND_FILL } },
    // Marks that carry no text show the brand orange itself: 3.6:1 on white is past the 3:1 of non-text contrast.
    Switch: { defaultProps: { color: BRAND_FILL } },
    Checkbox: { defaultProps: { color: BRAND_FILL } },
    Radio: { defaultProps: { color: BRAND_FILL } },
    Progress: { defaultProps: { color: BRAND_FILL } },
    Tabs: { defaultProps: { color: BRAND_FILL } },
    // Page numbers and arrows have names a screen reader says (axe: button-name), on every paged list.
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': PAGE_CONTROLS[control],
        }),
      },
    },
    // Every toast (the new-order one shows on every screen) has a named close button and readable text.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
      styles: { description: { color: notificationTextColor } },
    },
  },
});

/**
 * WCAG AA for every palette in the light scheme (readable-colors.ts). The variables are worked out once, ahead of
 * time (readable-colors.test.ts checks them against this theme): working them out in the first render held it
 * 20–45 ms (decision 030).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: readableColorVariables,
  dark: {},
});
