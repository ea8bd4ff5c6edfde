import type { Knex } from 'knex';
import type { Dialect } from '../connection';

/** Bound-parameter budget per statement: SQLite allows 32,766, PostgreSQL 65,535. */
const MAX_PARAMS: Record<Dialect, number> = { sqlite: 4000, postgres: 16000 };

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Insert rows with multi-row `INSERT ... VALUES (...), (...)` statements, as many rows per
 * statement as the dialect's bound-parameter limit allows. (knex's own multi-row insert on SQLite
 * compiles to a compound SELECT capped at 500 terms and is slower to prepare.) Every row must have
 * the same keys as the first; `undefined` is written as NULL.
 */
export async function insertChunked(db: Knex, dialect: Dialect, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const size = Math.max(1, Math.floor(MAX_PARAMS[dialect] / columns.length));
  const head = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const bindings: Knex.Value[] = [];
    for (const row of chunk) {
      const r = row as Record<string, Knex.Value | undefined>;
      for (const c of columns) bindings.push(r[c] ?? null);
    }
    await db.raw(head + Array(chunk.length).fill(tuple).join(', '), bindings);
  }
}
