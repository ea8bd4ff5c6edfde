/**
 * Opaque page cursor of get_reviews: the last row's `created_at` and id behind the `rv_` prefix
 * (the contract's cursor kit, paging.ts). A value this API did not issue answers
 * `invalid_request` naming `cursor`.
 */
import { packCursor, stringPair, unpackCursor } from '@storeops/contract';

const PREFIX = 'rv_';

export function encodeCursor(createdAt: string, id: string): string {
  return packCursor(PREFIX, { k: createdAt, i: id });
}

export function decodeCursor(value: string): { createdAt: string; id: string } {
  const [createdAt, id] = unpackCursor(PREFIX, value, (f) => stringPair(f, 'k', 'i'));
  return { createdAt, id };
}
