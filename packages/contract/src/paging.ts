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

export function encodeCursor(prefix: string, row: CursorKey): string {
  return prefix + Buffer.from(JSON.stringify({ c: row.created_at, i: row.id })).toString('base64url');
}

export function decodeCursor(prefix: string, value: string): CursorKey {
  try {
    if (!value.startsWith(prefix)) throw new Error('prefix');
    const c = JSON.parse(Buffer.from(value.slice(prefix.length), 'base64url').toString('utf8')) as { c?: unknown; i?: unknown };
    if (typeof c.c !== 'string' || typeof c.i !== 'string') throw new Error('shape');
    return { created_at: c.c, id: c.i };
  } catch {
    throw new ArgumentError('before', 'is not a cursor this API issued (pass next_cursor unchanged)');
  }
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
