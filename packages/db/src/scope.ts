import type { Knex } from 'knex';
import { dialectOf, type Dialect } from './connection';
import { STORE_TABLES, type StoreTable, type TableRows } from './tables';

/** Options for {@link StoreScope.join}. */
export interface ScopedJoin {
  /** Store-data table to join. */
  table: StoreTable;
  /** Alias for the joined table; its `store_id` is matched as `<as>.store_id`. */
  as?: string;
  /** Join condition `[left, right]`, e.g. `['li.order_id', 'o.id']`. */
  on: readonly [string, string];
  /** `inner` (default) or `left`. The store filter sits in the ON clause, so left joins stay left. */
  type?: 'inner' | 'left';
}

/**
 * The store-scoped query context a handler receives instead of the connection
 * (docs/ARCHITECTURE.md "Data"). Every builder it hands out is already filtered to `storeId`:
 *
 * ```ts
 * const q = scope.from('orders', 'o').select('o.id', 'li.title').orderBy('o.created_at', 'desc');
 * scope.join(q, { table: 'order_line_items', as: 'li', on: ['li.order_id', 'o.id'] });
 * const rows = await q; // both o.store_id and li.store_id = scope.storeId
 * ```
 *
 * Joining a store table with the plain `.join()` of a builder bypasses the store filter for that
 * table: always join through `scope.join`. The connection itself is not reachable from a scope.
 */
export interface StoreScope {
  /** The store every query is filtered to. */
  readonly storeId: string;
  /** SQL dialect, for the rare dialect-specific expression. */
  readonly dialect: Dialect;
  /**
   * A query builder on `table` (optionally aliased) with `where <alias|table>.store_id = storeId`
   * already applied. Usable for select, update and delete (updates/deletes stay within the store)
   * and as a subquery. Throws `Error` for a table that is not a store-data table.
   */
  from(table: StoreTable, alias?: string): Knex.QueryBuilder;
  /** Add a join on another store table, filtered to this store in the ON clause. Returns `qb`. */
  join(qb: Knex.QueryBuilder, spec: ScopedJoin): Knex.QueryBuilder;
  /** Builder on `stores` filtered to `id = storeId` (the store's own row). */
  store(): Knex.QueryBuilder;
  /**
   * Insert rows into a store table, setting `store_id` to this store on every row. Throws if a row
   * carries a different `store_id`. Resolves when written; nothing is returned.
   */
  insert<T extends StoreTable>(table: T, rows: ScopedInsert<T> | ScopedInsert<T>[]): Promise<void>;
  /**
   * A SQL expression for use inside a scoped builder (`select`, `orderBy`, `having`, ...), e.g.
   * `scope.raw('sum(revenue_cents) as revenue')`. It cannot be executed on its own: awaiting it
   * rejects.
   */
  raw(sql: string, bindings?: readonly Knex.RawBinding[]): Knex.Raw;
  /** Run `fn` in one transaction with a scope on that transaction (nested calls use savepoints). */
  transaction<T>(fn: (scope: StoreScope) => Promise<T>): Promise<T>;
}

/** A row for {@link StoreScope.insert}: `store_id` may be omitted (it is filled in). */
export type ScopedInsert<T extends StoreTable> = Omit<TableRows[T], 'store_id' | 'seq'> & {
  store_id?: string;
  seq?: never;
};

const STORE_TABLE_SET: ReadonlySet<string> = new Set(STORE_TABLES);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkTable(table: string): void {
  if (!STORE_TABLE_SET.has(table)) throw new Error(`not a store-data table: ${table}`);
}

function checkAlias(alias: string): void {
  if (!IDENTIFIER.test(alias)) throw new Error(`invalid table alias: ${alias}`);
}

function tableRef(table: StoreTable, alias: string | undefined): string {
  checkTable(table);
  if (alias === undefined) return table;
  checkAlias(alias);
  return `${table} as ${alias}`;
}

const NOT_RUNNABLE = 'scope.raw() builds an expression for a scoped query; it cannot run on its own';

/** Make a Raw inert: knex compiles it inside builders via `toSQL()`, never through `then()`. */
function inert(raw: Knex.Raw): Knex.Raw {
  const refuse = () => {
    throw new Error(NOT_RUNNABLE);
  };
  Object.defineProperties(raw, {
    then: { value: (_ok: unknown, fail?: (e: unknown) => unknown) => Promise.reject(new Error(NOT_RUNNABLE)).then(undefined, fail) },
    asCallback: { value: refuse },
    stream: { value: refuse },
    pipe: { value: refuse },
  });
  return raw;
}

/**
 * Create the store-scoped query context for `storeId` on `db` (a Knex instance or a transaction).
 * Does not check that the store exists; the caller has resolved it from the credential.
 */
export function createStoreScope(db: Knex, storeId: string): StoreScope {
  if (storeId === '') throw new Error('storeId must be a non-empty string');
  const dialect = dialectOf(db);
  const scope: StoreScope = {
    storeId,
    dialect,
    from(table, alias) {
      return db(tableRef(table, alias)).where(`${alias ?? table}.store_id`, storeId);
    },
    join(qb, spec) {
      const ref = tableRef(spec.table, spec.as);
      const [left, right] = spec.on;
      const owner = spec.as ?? spec.table;
      const on = function (this: Knex.JoinClause) {
        this.on(left, '=', right).andOnVal(`${owner}.store_id`, '=', storeId);
      };
      return spec.type === 'left' ? qb.leftJoin(ref, on) : qb.join(ref, on);
    },
    store() {
      return db('stores').where('stores.id', storeId);
    },
    async insert(table, rows) {
      checkTable(table);
      const list = (Array.isArray(rows) ? rows : [rows]).map((row) => {
        if (row.store_id !== undefined && row.store_id !== storeId) {
          throw new Error(`row for store ${row.store_id} inserted through the scope of store ${storeId}`);
        }
        return { ...row, store_id: storeId };
      });
      if (list.length > 0) await db(table).insert(list);
    },
    raw(sql, bindings) {
      return inert(bindings === undefined ? db.raw(sql) : db.raw(sql, bindings as Knex.RawBinding[]));
    },
    transaction(fn) {
      return db.transaction((trx) => fn(createStoreScope(trx, storeId)));
    },
  };
  return Object.freeze(scope);
}

/**
 * Normalise a stored boolean: `true`/`false`, SQLite's `1`/`0` (number or bigint), and the strings
 * `'1' | '0' | 't' | 'f' | 'true' | 'false'`. `null`/`undefined` -> `false`. Throws `TypeError`
 * for anything else.
 */
export function toBool(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v) !== 0;
  if (typeof v === 'string') {
    const s = v.toLowerCase();
    if (s === '1' || s === 't' || s === 'true') return true;
    if (s === '0' || s === 'f' || s === 'false' || s === '') return false;
  }
  throw new TypeError(`not a boolean value: ${String(v)}`);
}

/**
 * Parse a JSON-array TEXT column (e.g. `decisions.evidence`, `api_keys.scopes`). `null`,
 * `undefined` and `''` -> `[]`; an array (already parsed) is returned as is. Throws `TypeError`
 * when the text is not JSON or not an array.
 */
export function parseJsonArray<T = string>(text: unknown): T[] {
  if (text === null || text === undefined || text === '') return [];
  if (Array.isArray(text)) return text as T[];
  if (typeof text !== 'string') throw new TypeError(`not a JSON array: ${String(text)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TypeError(`not a JSON array: ${text.slice(0, 80)}`);
  }
  if (!Array.isArray(parsed)) throw new TypeError(`not a JSON array: ${text.slice(0, 80)}`);
  return parsed as T[];
}

/**
 * Normalise a numeric value from either dialect: PostgreSQL returns `count`/`sum` and `bigint`
 * columns as strings. `null`/`undefined` -> `null`. Throws `TypeError` when not numeric.
 */
export function toNumber(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  if (typeof v === 'boolean' || Number.isNaN(n)) throw new TypeError(`not a number: ${String(v)}`);
  return n;
}

/** {@link toNumber} with `null`/`undefined` as 0: a count, sum or cents column where "none" is zero. */
export function toNumberOrZero(v: unknown): number {
  return toNumber(v) ?? 0;
}
