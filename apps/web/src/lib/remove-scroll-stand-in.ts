/**
 * What Mantine's AppShell header, footer and aside import react-remove-scroll for: only the class names that its
 * scroll lock looks for on fixed elements, so that a drawer or dialog opening does not shift them. The whole library
 * (4.7 kB gzip, a file of its own) came with the signed-in shell on every first load for two strings. vite.config.ts
 * points those three imports here; drawers and dialogs keep the real library, which reads the same names
 * (checked by remove-scroll-stand-in.test.ts).
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
};
