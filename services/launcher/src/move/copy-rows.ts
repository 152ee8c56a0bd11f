import type { PGlite } from '@electric-sql/pglite';
import type { EntityManager, MikroORM } from '@mikro-orm/core';

/** A table of a service's schema, as the move sees it. */
export interface TableShape {
  schema: string;
  name: string;
  /** Columns a row is written with (generated ones are left to the database), in order. */
  columns: string[];
}

/** What one table held before and after the move. */
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/**
 * Tables whose rows the migrations themselves write (content's version counters): a migrated
 * database is not "in use" for having them, and the move replaces them with the standalone's.
 */
export const MIGRATION_ROWS = new Set(['content.content_version']);
/** Migration bookkeeping: each side has its own, and they must agree before anything moves. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** Rows per INSERT: a few MB of JSON at most. A table that points at itself is sent whole. */
const BATCH_ROWS = 2000;

export const qualified = (schema: string, name: string): string => `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;

/** Runs raw SQL on the target inside the move's transaction (the ORM's connection, its transaction context). */
export type TargetSql = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export function targetSql(em: EntityManager): TargetSql {
  return <T>(sql: string, params: unknown[] = []) =>
    em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext()) as Promise<T[]>;
}

const TABLES_SQL = (schemas: string[]) => `
  select c.table_schema as schema, c.table_name as name, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
   where t.table_type = 'BASE TABLE' and c.is_generated <> 'ALWAYS'
     and c.table_schema in (${schemas.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')})
   order by c.table_schema, c.table_name, c.ordinal_position`;

function shapes(rows: { schema: string; name: string; column: string }[]): Map<string, TableShape> {
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    const key = `${row.schema}.${row.name}`;
    const table = tables.get(key) ?? { schema: row.schema, name: row.name, columns: [] };
    table.columns.push(row.column);
    tables.set(key, table);
  }
  return tables;
}

export async function sourceTables(pglite: PGlite, schemas: string[]): Promise<Map<string, TableShape>> {
  return shapes((await pglite.query<{ schema: string; name: string; column: string }>(TABLES_SQL(schemas))).rows);
}

export async function targetTables(sql: TargetSql, schemas: string[]): Promise<Map<string, TableShape>> {
  return shapes(await sql<{ schema: string; name: string; column: string }>(TABLES_SQL(schemas)));
}

/** The tables of the target that hold rows (beyond what migrations write): a move would mix two installations. */
export async function rowsInTarget(sql: TargetSql, schemas: string[]): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of (await targetTables(sql, schemas)).values()) {
    const key = `${table.schema}.${table.name}`;
    if (table.name === MIGRATIONS_TABLE || MIGRATION_ROWS.has(key)) {
      continue;
    }
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from ${qualified(table.schema, table.name)}`);
    if (Number(row?.n ?? 0) > 0) {
      found.push({ table: key, rows: Number(row?.n) });
    }
  }
  return found;
}

/** Every table of the target whose rows point at another table: those go first. Self-references are noted apart. */
async function foreignKeys(sql: TargetSql, schemas: string[]): Promise<{ from: string; to: string }[]> {
  return sql<{ from: string; to: string }>(`
    select fn.nspname || '.' || f.relname as "from", tn.nspname || '.' || t.relname as "to"
      from pg_constraint c
      join pg_class f on f.oid = c.conrelid join pg_namespace fn on fn.oid = f.relnamespace
      join pg_class t on t.oid = c.confrelid join pg_namespace tn on tn.oid = t.relnamespace
     where c.contype = 'f' and fn.nspname in (${schemas.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')})`);
}

/** The tables in an order where every table comes after those it points at. */
export function dependencyOrder(tables: string[], keys: { from: string; to: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]): void => {
    if (state.get(table) === 'done') {
      return;
    }
    if (state.get(table) === 'visiting') {
      throw new Error(`The tables ${[...path, table].join(' -> ')} point at each other: the move cannot order them.`);
    }
    state.set(table, 'visiting');
    for (const key of keys) {
      if (key.from === table && key.to !== table && tables.includes(key.to)) {
        visit(key.to, [...path, table]);
      }
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) {
    visit(table, []);
  }
  return ordered;
}

export interface RowCopy {
  /** Tables copied, in the order they were written. */
  tables: string[];
  sequences: number;
}

/**
 * Copies every row of `tables` from the standalone database into the target, inside the caller's
 * transaction, parents before children. Each batch travels as one JSON document (row_to_json on
 * PGlite, json_populate_recordset on PostgreSQL), so every type keeps its exact text form
 * (timestamps, numerics, arrays, jsonb, bytea). `rewrite` changes the JSON text of a batch before
 * it is written (stored file names the file store gave anew). Sequences are set to the source's.
 */
export async function copyRows(
  pglite: PGlite,
  sql: TargetSql,
  tables: TableShape[],
  schemas: string[],
  rewrite: (json: string) => string,
): Promise<RowCopy> {
  const byKey = new Map(tables.map((t) => [`${t.schema}.${t.name}`, t]));
  const keys = await foreignKeys(sql, schemas);
  const order = dependencyOrder([...byKey.keys()], keys);
  for (const key of order) {
    const table = byKey.get(key) as TableShape;
    const name = qualified(table.schema, table.name);
    const columns = table.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
    if (MIGRATION_ROWS.has(key)) {
      await sql(`delete from ${name}`);
    }
    const selfReferencing = keys.some((k) => k.from === key && k.to === key);
    const batch = selfReferencing ? Number.MAX_SAFE_INTEGER : BATCH_ROWS;
    for (let offset = 0; ; offset += batch) {
      const limit = selfReferencing ? '' : ` limit ${batch} offset ${offset}`;
      const result = await pglite.query<{ rows: string | null }>(
        `select json_agg(r)::text as rows from (select ${columns} from ${name} order by ctid${limit}) r`,
      );
      const json = result.rows[0]?.rows;
      if (!json) {
        break;
      }
      await sql(
        `insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, ?::json)`,
        [rewrite(json)],
      );
      if (selfReferencing) {
        break;
      }
    }
  }
  // Sequences (ids, change-feed positions): the target goes on where the standalone stopped.
  const sequences = await pglite.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences
      where schemaname in (${schemas.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}) and sequencename not like 'mikro_orm_migrations%'`,
  );
  let set = 0;
  for (const sequence of sequences.rows) {
    const name = qualified(sequence.schema, sequence.name);
    const [state] = (
      await pglite.query<{ last: string; called: boolean }>(`select last_value::text as last, is_called as called from ${name}`)
    ).rows;
    if (state) {
      await sql(`select setval(?, ?::bigint, ?)`, [name, state.last, state.called]);
      set += 1;
    }
  }
  return { tables: order, sequences: set };
}

/** Row counts of each table on both sides, after the move. */
export async function countRows(pglite: PGlite, orm: MikroORM, tables: TableShape[]): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  const connection = orm.em.getConnection();
  for (const table of tables) {
    const name = qualified(table.schema, table.name);
    const source = (await pglite.query<{ n: string }>(`select count(*)::text as n from ${name}`)).rows[0]?.n ?? '0';
    const target = (await connection.execute<{ n: string }[]>(`select count(*)::text as n from ${name}`))[0]?.n ?? '0';
    counts.push({ table: `${table.schema}.${table.name}`, source: Number(source), target: Number(target) });
  }
  return counts;
}
