import type { Db } from './client.ts';

/**
 * A query of the hot path built once per database and then run with placeholders. Drizzle then
 * builds its SQL only once, and postgres.js keeps it as a prepared statement on each connection, so
 * a run is a single round trip (an unnamed query with parameters is two: describe, then execute).
 */
export const preparedPerDb = <T>(prepare: (db: Db) => T) => {
  const byDb = new WeakMap<Db, T>();
  return (db: Db) => {
    let query = byDb.get(db);
    if (!query) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
};
