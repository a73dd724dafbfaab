import { FIRST_READS_ELEMENT_ID, type FirstReads } from '@backoffice/shared/first-reads';

let carried: FirstReads | null = null;

/**
 * The first reads the page was served with beside its session (decision 067), read once from its data block. A page
 * brought back from the history's cache (back/forward) carries those of its first load, maybe hours old: none then.
 */
const readCarried = (): FirstReads => {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element?.textContent) return {};
  element.remove();
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'back_forward') return {};
  try {
    return JSON.parse(element.textContent) as FirstReads;
  } catch {
    return {};
  }
};

/** One of the page's first reads, taken once: a second call, a later screen or another list reads for itself. */
export const takeFirstRead = <K extends keyof FirstReads>(key: K): FirstReads[K] => {
  carried ??= readCarried();
  const read = carried[key];
  delete carried[key];
  return read;
};
