/**
 * Opaque page cursors of the costs lists: the last row's sort key and id, base64url JSON behind a
 * per-list prefix. A value this API did not issue answers `invalid_request` naming `cursor`.
 */
import { ArgumentError } from '@storeops/contract';

export function encode(prefix: string, key: string, id: string): string {
  return prefix + Buffer.from(JSON.stringify({ k: key, i: id })).toString('base64url');
}

export function decode(prefix: string, value: string): { key: string; id: string } {
  try {
    if (!value.startsWith(prefix)) throw new Error('prefix');
    const c = JSON.parse(Buffer.from(value.slice(prefix.length), 'base64url').toString('utf8')) as { k?: unknown; i?: unknown };
    if (typeof c.k !== 'string' || typeof c.i !== 'string') throw new Error('shape');
    return { key: c.k, id: c.i };
  } catch {
    throw new ArgumentError('cursor', 'is not a cursor this API issued (pass next_cursor unchanged)');
  }
}
