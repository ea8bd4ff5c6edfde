/**
 * Opaque page cursors of the costs lists: the last row's sort key and id behind a per-list prefix
 * (the contract's cursor kit, paging.ts). A value this API did not issue answers `invalid_request`
 * naming `cursor`.
 */
import { packCursor, stringPair, unpackCursor } from '@storeops/contract';

export function encode(prefix: string, key: string, id: string): string {
  return packCursor(prefix, { k: key, i: id });
}

export function decode(prefix: string, value: string): { key: string; id: string } {
  const [key, id] = unpackCursor(prefix, value, (f) => stringPair(f, 'k', 'i'));
  return { key, id };
}
