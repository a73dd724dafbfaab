/** Percentiles and printing for the bench (nearest-rank on a sorted copy). */

export const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
};

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');

export const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
