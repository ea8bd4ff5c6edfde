/** Identifier formats: request ids (`req_` + 24 base32 chars) and audit row ids (`aud_` + time-sortable). */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i % bytes.length]! & 31];
  return out;
}

/** A fresh request id, e.g. `req_k3v7...` (24 random base32 characters, 120 bits). */
export function newRequestId(): string {
  return `req_${base32(randomBytes(24), 24)}`;
}

let lastMs = 0;
let counter = 0;
/** A time-sortable audit id: `aud_` + 10 hex digits of Unix ms + 4-digit counter + 6 random chars. */
export function newAuditId(now = Date.now()): string {
  counter = now === lastMs ? counter + 1 : 0;
  lastMs = now;
  return `aud_${now.toString(16).padStart(10, '0')}${counter.toString(16).padStart(4, '0')}${base32(randomBytes(6), 6)}`;
}
