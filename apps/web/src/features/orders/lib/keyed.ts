/** Stable keys for server lists that never reorder and may repeat an id (two lines of the same product). */
export const keyed = <T>(items: readonly T[], id: (item: T) => string) =>
  items.map((item, position) => ({ item, key: `${id(item)}:${position}` }));
