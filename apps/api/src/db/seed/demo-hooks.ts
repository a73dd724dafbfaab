import type { Db } from '../client.ts';

/**
 * Extra lines printed at start for the demo (e.g. the order simulator's channel key).
 * `justSeeded` is true on the very first start of an empty embedded database.
 */
export const onDemoSeeded = async (_db: Db, _justSeeded: boolean): Promise<string[]> => [];
