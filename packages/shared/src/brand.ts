/** Brand colours of seed section 3, used by the web theme and printed material. */
export const brand = {
  primary: '#f05112',
  secondary: '#0F63A6',
  green: '#2f9e44',
  red: '#e03131',
  white: '#ffffff',
  black: '#1a1a1a',
  gray: '#868e96',
  lightgray: '#f1f3f5',
  lightblue: '#e7f1fa',
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 7000;
