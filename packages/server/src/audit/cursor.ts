/**
 * The audit log's opaque page cursor (`before` in the request, `next_cursor` in the response):
 * base64url of `{"s": <audit seq>}`. Clients must not build or parse it; a cursor that does not
 * decode answers `invalid_request` naming `before`.
 */
import { ServiceError } from '../errors';

export function encodeCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ s: seq })).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown };
    if (typeof parsed.s === 'number' && Number.isSafeInteger(parsed.s) && parsed.s > 0) return parsed.s;
  } catch {
    // fall through
  }
  throw new ServiceError('invalid_request', 'before: is not a cursor this API issued (pass next_cursor from a previous page unchanged)');
}
