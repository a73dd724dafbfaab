/** Small random helpers for the order simulator. */

export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export const chance = (probability: number) => Math.random() < probability;

export const pick = <T>(items: readonly T[]): T => {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(Math.random() * items.length)];
};

/** Up to `count` different items, in random order. */
export const pickSome = <T>(items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
  return chosen;
};

/** Small quantities are far more common than large ones (1 most of the time, rarely 4–5). */
export const quantity = () => pick([1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5]);

/** A wait around `meanMs` (±35 %), so orders do not arrive like clockwork. */
export const jittered = (meanMs: number) => Math.round(meanMs * (0.65 + Math.random() * 0.7));
