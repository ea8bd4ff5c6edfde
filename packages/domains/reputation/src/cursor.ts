/**
 * Opaque page cursor of get_reviews: the last row's `created_at` and id, base64url JSON behind the
 * `rv_` prefix. A value this API did not issue answers `invalid_request` naming `cursor`.
 */
import { ArgumentError } from '@storeops/contract';

const PREFIX = 'rv_';

export function encodeCursor(createdAt: string, id: string): string {
  return PREFIX + Buffer.from(JSON.stringify({ k: createdAt, i: id })).toString('base64url');
}

export function decodeCursor(value: string): { createdAt: string; id: string } {
  try {
    if (!value.startsWith(PREFIX)) throw new Error('prefix');
    const c = JSON.parse(Buffer.from(value.slice(PREFIX.length), 'base64url').toString('utf8')) as { k?: unknown; i?: unknown };
    if (typeof c.k !== 'string' || typeof c.i !== 'string') throw new Error('shape');
    return { createdAt: c.k, id: c.i };
  } catch {
    throw new ArgumentError('cursor', 'is not a cursor this API issued (pass next_cursor unchanged)');
  }
}
