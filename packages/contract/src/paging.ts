/**
 * Opaque page cursors of the domains' lists (newest first): the last row's
 * `created_at` and `id`, base64url JSON behind a per-list prefix, so a cursor of one list is
 * refused by another. A value this API did not issue answers `invalid_request` naming `before`.
 */
import { ArgumentError } from './argument-error';
import type { StoreScope } from '@storeops/db';

type Query = ReturnType<StoreScope['from']>;

export interface CursorKey {
  created_at: string;
  id: string;
}

/**
 * An opaque page cursor: `prefix` (one per list, so a cursor of one list is refused by another)
 * followed by the base64url JSON of `fields`, the list's own position (e.g. `{ k: sortKey, i: id }`).
 * Read back with {@link unpackCursor}.
 */
export function packCursor(prefix: string, fields: unknown): string {
  return prefix + Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * The position a cursor made by {@link packCursor} with `prefix` holds: `accept` maps its JSON
 * object to the position, or answers null when the object is not one. Throws
 * `ArgumentError(argument)` ("is not a cursor this API issued (pass next_cursor unchanged)", or
 * `detail`) for a value with another prefix, not base64url JSON of an object, or not accepted.
 */
export function unpackCursor<T>(
  prefix: string,
  value: string,
  accept: (fields: Record<string, unknown>) => T | null,
  argument = 'cursor',
  detail = 'is not a cursor this API issued (pass next_cursor unchanged)',
): T {
  let out: T | null = null;
  if (value.startsWith(prefix)) {
    try {
      const fields = JSON.parse(Buffer.from(value.slice(prefix.length), 'base64url').toString('utf8')) as unknown;
      if (fields !== null && typeof fields === 'object' && !Array.isArray(fields)) out = accept(fields as Record<string, unknown>);
    } catch {
      out = null;
    }
  }
  if (out === null) throw new ArgumentError(argument, detail);
  return out;
}

/** Both fields `a` and `b` of a cursor's JSON when they are strings, else null (an `accept` of {@link unpackCursor}). */
export function stringPair(fields: Record<string, unknown>, a: string, b: string): [string, string] | null {
  const x = fields[a];
  const y = fields[b];
  return typeof x === 'string' && typeof y === 'string' ? [x, y] : null;
}

export function encodeCursor(prefix: string, row: CursorKey): string {
  return packCursor(prefix, { c: row.created_at, i: row.id });
}

export function decodeCursor(prefix: string, value: string): CursorKey {
  const [created_at, id] = unpackCursor(prefix, value, (f) => stringPair(f, 'c', 'i'), 'before');
  return { created_at, id };
}

/** Newest first, ties by id; with a cursor, only rows strictly older than it. */
export function pageAfter(q: Query, prefix: string, before: string | undefined, limit: number): Query {
  q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]).limit(limit + 1);
  if (before !== undefined) {
    const k = decodeCursor(prefix, before);
    q.andWhere((w) =>
      w.where('created_at', '<', k.created_at).orWhere((o) => o.where('created_at', k.created_at).andWhere('id', '<', k.id)),
    );
  }
  return q;
}

/** Cuts the `limit + 1` rows `pageAfter` fetched into a page, `has_more` and `next_cursor`. */
export function cutPage<T extends CursorKey>(
  prefix: string,
  rows: T[],
  limit: number,
): { page: T[]; has_more: boolean; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const hasMore = rows.length > limit;
  return { page, has_more: hasMore, next_cursor: hasMore && last !== undefined ? encodeCursor(prefix, last) : null };
}
