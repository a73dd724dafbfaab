import {
  type PGlite,
  parse,
  type QueryOptions,
  type Results,
  type Transaction,
  protocol as wire,
} from '@electric-sql/pglite';

const protocol = wire.serialize;

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;
/** `described`: the statement's row description (or its absence), kept from its first run. */
type Statement = { name: string; paramTypes: number[]; described?: Messages };

/**
 * A statement whose text holds this comment runs with its generic plan, planned once: Postgres's default re-plans a
 * prepared statement on every call while a plan for the call's own values looks cheaper, which for the intake's read
 * (a dozen subqueries) is most of what the statement costs on the embedded database (bench:coupons). For
 * statements whose best plan does not depend on their values: lookups by key and id.
 */
export const GENERIC_PLAN = '/* generic plan */';
const PLAN_GENERIC = 'set plan_cache_mode = force_generic_plan';
const PLAN_DEFAULT = 'reset plan_cache_mode';
/** The two settings' own answers, left out of the statement's results. */
const isSetting = (message: Messages[number]) =>
  message.name === 'commandComplete' && ['SET', 'RESET'].includes((message as { text?: string }).text ?? '');

/** How many statements stay prepared; past it the least recently used is closed (a list of n values is a text of its own). */
const CAPACITY = 500;

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's query() parses, describes and plans every statement on every call, in five turns into its WebAssembly
 * Postgres: most of what a small query costs on the embedded database (bench/). Here each text is parsed once into a
 * named prepared statement, and a call is then one turn that binds, describes and executes it, as postgres.js does on
 * a server. Postgres itself re-plans a prepared statement when a table it reads changes.
 */
export const prepareStatements = (pg: PGlite, capacity = CAPACITY) => {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const noSync = { syncToFs: false };

  const prepare = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const name = `s${++counter}`;
    const oldest = statements.size >= capacity ? statements.entries().next().value : undefined;
    if (oldest) statements.delete(oldest[0]);
    const messages = await pg.execProtocolStream(
      joined([
        ...(oldest ? [protocol.close({ type: 'S', name: oldest[1].name })] : []),
        protocol.parse({ name, text, types: options?.paramTypes }),
        protocol.describe({ type: 'S', name }),
        protocol.sync(),
      ]),
      noSync,
    );
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  };

  /** The prepared statement of a text, preparing it on first use; the most recently used last (a Map keeps order). */
  const named = async (text: string, options?: QueryOptions) => {
    const statement = statements.get(text) ?? (await prepare(text, options));
    statements.delete(text);
    statements.set(text, statement);
    return statement;
  };

  const run = <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean) =>
    pg._runExclusiveQuery(async () => {
      let messages: Messages;
      try {
        const statement = await named(text, options);
        // The setting and its reset run in the statement's own transaction (until the sync): if the statement fails,
        // its abort undoes the setting too.
        const around = text.includes(GENERIC_PLAN) ? [await named(PLAN_GENERIC), await named(PLAN_DEFAULT)] : [];
        const setting = (index: number) =>
          around.length ? [protocol.bind({ statement: around[index].name }), protocol.execute({})] : [];
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const type = statement.paramTypes[index];
          const serialize = options?.serializers?.[type] ?? pg.serializers[type];
          return serialize ? serialize(param) : String(param);
        });
        const { described } = statement;
        messages = await pg.execProtocolStream(
          joined([
            ...setting(0),
            protocol.bind({ statement: statement.name, values }),
            ...(described ? [] : [protocol.describe({ type: 'P' })]),
            protocol.execute({}),
            ...setting(1),
            protocol.sync(),
          ]),
          noSync,
        );
        if (around.length) messages = messages.filter((message) => !isSetting(message));
        if (described) messages = [...described, ...messages];
        else statement.described = messages.filter((message) => message.name === 'rowDescription');
      } catch (error) {
        if (error instanceof Error) Object.assign(error, { query: text, params });
        throw error;
      }
      if (!inTransaction) await pg.syncToFs();
      // parseResults would copy every parser of the database into a new object to add a query's own (drizzle passes
      // nine on every call); a prototype chain adds them without the copy.
      const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers), options.parsers) : pg.parsers;
      return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });

  const transaction = pg.transaction.bind(pg);
  Object.assign(pg, {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => run<T>(text, params, options, false));
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        const plain = tx.query.bind(tx);
        return callback(
          Object.assign(tx, {
            query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
              tx.closed ? plain<R>(text, params, options) : run<R>(text, params, options, true),
          }),
        );
      }),
  });
  return pg;
};
