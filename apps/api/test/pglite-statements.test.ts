import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN, prepareStatements } from '../src/db/pglite-statements.ts';

// The embedded database's statement cache (src/db/pglite-statements.ts), on PGlite alone.
let pg: PGlite;

const prepared = async () => (await pg.query('select name from pg_prepared_statements')).rows;

beforeAll(async () => {
  pg = prepareStatements(new PGlite(), 3);
  await pg.query('create table dishes (id int primary key, name text not null, extras jsonb, made timestamptz)');
});
afterAll(async () => {
  await pg.close();
});

describe('prepared statements on the embedded database', () => {
  it('prepares a text once and binds each call, with the types PGlite would give', async () => {
    await pg.query('insert into dishes values ($1, $2, $3, $4)', [
      1,
      'Taco',
      { queso: true },
      new Date('2026-11-23T12:00:00Z'),
    ]);
    await pg.query('insert into dishes values ($1, $2, $3, $4)', [2, 'Torta', null, null]);
    const { rows, fields } = await pg.query('select * from dishes where id = any($1::int[]) order by id', [[1, 2]]);
    expect(rows).toEqual([
      { id: 1, name: 'Taco', extras: { queso: true }, made: new Date('2026-11-23T12:00:00Z') },
      { id: 2, name: 'Torta', extras: null, made: null },
    ]);
    expect(fields.map((field) => field.name)).toEqual(['id', 'name', 'extras', 'made']);
    const statements = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.rows.map((row) => row.statement)).toContain(
      'select * from dishes where id = any($1::int[]) order by id',
    );
    expect((await pg.query('select count(*)::int as n from dishes')).rows).toEqual([{ n: 2 }]);
    expect((await pg.query('select count(*)::int as n from dishes')).affectedRows).toBe(0);
  });

  it('keeps at most its capacity prepared, closing the least recently used', async () => {
    for (const id of [10, 11, 12, 13]) await pg.query(`select ${id} as n`);
    expect((await prepared()).length).toBe(3);
    expect((await pg.query('select 13 as n')).rows).toEqual([{ n: 13 }]);
    expect((await pg.query('select 10 as n')).rows).toEqual([{ n: 10 }]);
  });

  it('answers an error with its code and goes on working, for a bad text, a bad value and a broken rule', async () => {
    const failures = [
      pg.query('selec 1'),
      pg.query('select $1::int as n', ['uno']),
      pg.query('insert into dishes (id, name) values ($1, $2)', [1, 'Otro taco']),
    ];
    const codes = await Promise.all(
      failures.map((failure) =>
        failure.then(
          () => 'ok',
          (error) => error.code,
        ),
      ),
    );
    expect(codes).toEqual(['42601', '22P02', '23505']);
    expect((await pg.query('select count(*)::int as n from dishes')).rows).toEqual([{ n: 2 }]);
    // The same text again, now valid: the failed bind left its statement usable.
    expect((await pg.query('select $1::int as n', ['7'])).rows).toEqual([{ n: 7 }]);
  });

  it('runs statements inside a transaction on the cache, and a failure rolls all of it back', async () => {
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into dishes (id, name) values ($1, $2)', [3, 'Gringa']);
        await tx.query('insert into dishes (id, name) values ($1, $2)', [1, 'Repetido']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await pg.transaction(async (tx) => {
      await tx.query('insert into dishes (id, name) values ($1, $2)', [4, 'Quesadilla']);
      expect((await tx.query('select count(*)::int as n from dishes')).rows).toEqual([{ n: 3 }]);
    });
    const { rows } = await pg.query('select id from dishes order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
  });

  it('re-plans a prepared statement when its table changes', async () => {
    const read = 'select id, name from dishes where id = $1';
    expect((await pg.query(read, [1])).rows).toEqual([{ id: 1, name: 'Taco' }]);
    await pg.query('create index dishes_name_idx on dishes (name)');
    await pg.query('update dishes set name = $1 where id = $2', ['Taco al pastor', 1]);
    expect((await pg.query(read, [1])).rows).toEqual([{ id: 1, name: 'Taco al pastor' }]);
  });

  it('runs a statement marked GENERIC_PLAN on its generic plan and leaves the setting as it was, also when it fails', async () => {
    const mode = 'select current_setting($1) as mode';
    const marked = `select current_setting('plan_cache_mode') as mode, name from dishes where id = $1 ${GENERIC_PLAN}`;
    expect((await pg.query(marked, [2])).rows).toEqual([{ mode: 'force_generic_plan', name: 'Torta' }]);
    expect((await pg.query(marked, [2])).rows).toEqual([{ mode: 'force_generic_plan', name: 'Torta' }]);
    expect((await pg.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    const failing = `select $1::int / 0 as n ${GENERIC_PLAN}`;
    await expect(pg.query(failing, [1])).rejects.toMatchObject({ code: '22012' });
    expect((await pg.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    await pg.transaction(async (tx) => {
      expect((await tx.query(marked, [4])).rows).toEqual([{ mode: 'force_generic_plan', name: 'Quesadilla' }]);
      expect((await tx.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    });
    await expect(pg.transaction((tx) => tx.query(failing, [1]))).rejects.toMatchObject({ code: '22012' });
    expect((await pg.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
  });
});
