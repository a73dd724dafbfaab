import { FIRST_READS_ELEMENT_ID, type FirstReads } from '@backoffice/shared/first-reads';
import { readPageData } from './page-data.ts';

let carried: FirstReads | null = null;

/**
 * The first reads the page was served with beside its session (decision 067), read once from its data block. A page
 * brought back from the history's cache (back/forward) carries those of its first load, maybe hours old: none then.
 */
const readCarried = (): FirstReads => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // Read (and taken out of the page) either way.
  const reads = readPageData<FirstReads>(FIRST_READS_ELEMENT_ID);
  return navigation?.type === 'back_forward' ? {} : (reads ?? {});
};

/** One of the page's first reads, taken once: a second call, a later screen or another list reads for itself. */
export const takeFirstRead = <K extends keyof FirstReads>(key: K): FirstReads[K] => {
  carried ??= readCarried();
  const read = carried[key];
  delete carried[key];
  return read;
};
