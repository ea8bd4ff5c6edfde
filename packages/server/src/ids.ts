/** Identifier formats: request ids (`req_` + 24 base32 chars) and audit row ids (`aud_` + time-sortable). */
import { randomFillSync } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Random bytes drawn from the CSPRNG 4 KiB at a time (as Node's own randomUUID keeps an entropy
 * cache): two ids per request each asking the system for a few bytes cost ~3% of a cached read.
 * Each byte is used once.
 */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

/** `length` base32 characters, 5 random bits each. */
function randomBase32(length: number): string {
  if (poolAt + length > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[pool[poolAt++]! & 31];
  return out;
}

/** A fresh request id, e.g. `req_k3v7...` (24 random base32 characters, 120 bits). */
export function newRequestId(): string {
  return `req_${randomBase32(24)}`;
}

let lastMs = 0;
let counter = 0;
/** A time-sortable audit id: `aud_` + 10 hex digits of Unix ms + 4-digit counter + 6 random chars. */
export function newAuditId(now = Date.now()): string {
  counter = now === lastMs ? counter + 1 : 0;
  lastMs = now;
  return `aud_${now.toString(16).padStart(10, '0')}${counter.toString(16).padStart(4, '0')}${randomBase32(6)}`;
}
