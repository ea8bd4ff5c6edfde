/**
 * API keys (seed: Authentication): `sops_live_<43 base64url chars>` or `sops_sandbox_<...>` (256
 * random bits). Stored as the SHA-256 hex digest of the whole key (a high-entropy secret needs no
 * slow hash) plus a 16-character display prefix; the key itself is shown once, at minting.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { parseCidr } from './allowlist';
import { DEMO_STORE_HANDLES, copyStoreForSandbox } from '@storeops/db';

export type KeyKind = 'live' | 'sandbox';
export const KEY_PATTERN = /^sops_(live|sandbox)_[A-Za-z0-9_-]{43}$/;
/** Sandbox keys live at most 7 days (seed: Limits, "Sandbox key lifetime"). */
export const SANDBOX_MAX_SECONDS = 7 * 24 * 3600;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface MintOptions {
  storeId: string;
  kind: KeyKind;
  scopes: string[];
  label?: string;
  /** Lifetime in seconds; sandbox keys default to and are capped at 7 days. */
  expiresInSeconds?: number;
  autoApply?: boolean;
  ipAllowlist?: string[];
  now?: Date;
}

export interface MintedKey {
  id: string;
  key: string;
  kind: KeyKind;
  store_id: string;
  scopes: string[];
  label: string;
  expires_at: string | null;
  created_at: string;
}

/** Parses `30d`, `12h`, `15m`, `3600s` or a bare number of seconds. Throws on anything else. */
export function parseDuration(text: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (m === null) throw new Error(`invalid duration '${text}' (use e.g. 30d, 12h, 15m, 3600s)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

/**
 * Mints a key, stores its hash, and returns the key (the only time it exists in clear).
 * A sandbox key gets its own private copy of the demo store (seed: "private copy of demo shop,
 * 7 days"; the hosted demo store, or `storeId` where no demo store exists), dropped when it expires;
 * the returned `store_id` is the copy's.
 */
export async function mintKey(db: Knex, opts: MintOptions): Promise<MintedKey> {
  const now = opts.now ?? new Date();
  let seconds = opts.expiresInSeconds;
  if (opts.kind === 'sandbox') seconds = Math.min(seconds ?? SANDBOX_MAX_SECONDS, SANDBOX_MAX_SECONDS);
  if (seconds !== undefined && seconds <= 0) throw new Error('expiry must be in the future');
  for (const cidr of opts.ipAllowlist ?? []) parseCidr(cidr);
  let storeId = opts.storeId;
  if (opts.kind === 'sandbox') {
    const demo = await db('stores').where({ handle: DEMO_STORE_HANDLES.hosted }).first('id');
    const copy = await copyStoreForSandbox(db, demo?.id ?? opts.storeId, new Date(now.getTime() + seconds! * 1000), {
      ownerStoreId: opts.storeId,
      now,
    });
    storeId = copy.storeId;
  }
  const key = `sops_${opts.kind}_${randomBytes(32).toString('base64url')}`;
  const row = {
    id: randomUUID(),
    store_id: storeId,
    kind: opts.kind,
    label: opts.label ?? `${opts.kind} key`,
    key_prefix: key.slice(0, 16),
    key_hash: hashKey(key),
    scopes: JSON.stringify(opts.scopes),
    auto_apply: opts.autoApply ?? false,
    ip_allowlist: opts.ipAllowlist === undefined ? null : JSON.stringify(opts.ipAllowlist),
    expires_at: seconds === undefined ? null : new Date(now.getTime() + seconds * 1000).toISOString(),
    revoked_at: null,
    last_used_at: null,
    created_at: now.toISOString(),
  };
  await db('api_keys').insert(row);
  return {
    id: row.id,
    key,
    kind: opts.kind,
    store_id: storeId,
    scopes: opts.scopes,
    label: row.label,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/**
 * Revokes a key of `storeId` (sets `revoked_at`) and drops it from `forget`'s cache so it stops
 * working at once in this process. Returns false when no active key has that id in the store.
 */
export async function revokeKey(
  db: Knex,
  storeId: string,
  keyId: string,
  forget: (keyHash: string) => void,
  now = new Date(),
): Promise<boolean> {
  const row = await db('api_keys').where({ id: keyId, store_id: storeId }).whereNull('revoked_at').first('key_hash');
  if (row === undefined) return false;
  await db('api_keys').where({ id: keyId, store_id: storeId }).update({ revoked_at: now.toISOString() });
  forget(row.key_hash);
  return true;
}

/** Turns auto-apply on or off for a key of `storeId` (Settings > Developers); clears its cache entry. */
export async function setAutoApply(
  db: Knex,
  storeId: string,
  keyId: string,
  autoApply: boolean,
  forget: (keyHash: string) => void,
): Promise<boolean> {
  const row = await db('api_keys').where({ id: keyId, store_id: storeId }).first('key_hash');
  if (row === undefined) return false;
  await db('api_keys').where({ id: keyId, store_id: storeId }).update({ auto_apply: autoApply });
  forget(row.key_hash);
  return true;
}
