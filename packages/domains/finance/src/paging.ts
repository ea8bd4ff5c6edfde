/**
 * Keyset cursors of the finance lists: opaque `fc_<base64url JSON>` naming the last row's sort
 * key. A value the API did not issue answers `invalid_request` naming `cursor`.
 */
import { ArgumentError } from '@storeops/contract';

const PREFIX = 'fc_';

/** Encodes the sort key of a page's last row (plus the list it belongs to, so a cursor cannot cross lists). */
export function encodeCursor(list: string, key: readonly (string | number)[]): string {
  return PREFIX + Buffer.from(JSON.stringify({ l: list, k: key })).toString('base64url');
}

/** Decodes a cursor of `list` into its key of `arity` values; throws `ArgumentError('cursor')` otherwise. */
export function decodeCursor(list: string, value: string, arity: number): Array<string | number> {
  try {
    if (!value.startsWith(PREFIX)) throw new Error('prefix');
    const c = JSON.parse(Buffer.from(value.slice(PREFIX.length), 'base64url').toString('utf8')) as { l?: unknown; k?: unknown };
    if (c.l !== list || !Array.isArray(c.k) || c.k.length !== arity) throw new Error('shape');
    if (!c.k.every((v) => typeof v === 'string' || typeof v === 'number')) throw new Error('values');
    return c.k as Array<string | number>;
  } catch {
    throw new ArgumentError('cursor', `is not a cursor this API issued for ${list} (pass next_cursor unchanged)`);
  }
}
