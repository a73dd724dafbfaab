import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that the database sent as JSON (`row_to_json`, `json_agg`) turned back into the row Drizzle would
 * have given for a plain select: snake_case names mapped to the table's keys, timestamps made Dates. It lets
 * one statement bring rows of several tables. A column type it does not know is refused rather than guessed.
 */
const AS_IS = new Set(['PgUUID', 'PgText', 'PgInteger', 'PgBoolean', 'PgJsonb', 'PgDoublePrecision', 'PgBigInt53']);

export const rowFromJson = <T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] => {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    if (column.columnType === 'PgTimestamp') row[key] = value === null ? null : new Date(value as string);
    else if (AS_IS.has(column.columnType)) row[key] = value;
    else throw new Error(`rowFromJson: no mapping for ${column.columnType} (${column.name})`);
  }
  return row as T['$inferSelect'];
};

/** What `db.execute` gives: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export const executedRows = <Row>(result: unknown): Row[] =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as Row[];
