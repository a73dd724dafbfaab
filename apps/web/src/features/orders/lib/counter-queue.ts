/**
 * Counter mode ("modo mostrador"): the new orders that take the screen, one after another. An order
 * joins when it arrives while the mode is on, and leaves when it is no longer waiting (accepted or
 * rejected here or on another device) or when someone here taps "Ver después".
 */
export type CounterQueue = { arrived: string[]; later: string[] };

export const emptyCounterQueue: CounterQueue = { arrived: [], later: [] };

/** New arrivals join the end, in the order they came, each once. */
export const arrive = (queue: CounterQueue, ids: string[]): CounterQueue => {
  const fresh = ids.filter((id, index) => !queue.arrived.includes(id) && ids.indexOf(id) === index);
  return fresh.length === 0 ? queue : { ...queue, arrived: [...queue.arrived, ...fresh] };
};

/** "Ver después": the order leaves the screen here but keeps waiting (and ringing) in the list. */
export const putOff = (queue: CounterQueue, id: string): CounterQueue =>
  queue.later.includes(id) ? queue : { ...queue, later: [...queue.later, id] };

/** The orders to show, first on screen first: arrived, still waiting, not put off. */
export const shownQueue = (queue: CounterQueue, waiting: ReadonlySet<string>) =>
  queue.arrived.filter((id) => waiting.has(id) && !queue.later.includes(id));

/** Forget the orders that stopped waiting, so the queue does not grow for the whole shift. */
export const prune = (queue: CounterQueue, waiting: ReadonlySet<string>): CounterQueue => {
  const arrived = queue.arrived.filter((id) => waiting.has(id));
  const later = queue.later.filter((id) => waiting.has(id));
  return arrived.length === queue.arrived.length && later.length === queue.later.length ? queue : { arrived, later };
};
