/** The meta tag that names the rest's file (REST_META in scripts/mantine-css-plugin.ts). */
const REST_META = 'mantine-rest-css';

/**
 * The second part of Mantine's stylesheet (scripts/mantine-css-plugin.ts): linked at start without holding the
 * first paint; screens other than the sign-in and the shell wait for it before rendering. Settles also when it
 * fails (offline): a screen then shows, less styled, rather than never.
 */
export const restStyles: Promise<void> = (() => {
  if (typeof document === 'undefined') return Promise.resolve();
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${REST_META}"]`)?.content;
  if (!href) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
})();

/** A lazy module that also waits for the rest of the styles. */
export const withRestStyles = <T>(load: Promise<T>) => Promise.all([load, restStyles]).then(([module]) => module);
