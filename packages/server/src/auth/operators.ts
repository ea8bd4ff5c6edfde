/**
 * Dashboard operators (seed: Risk tiers "a person approves it in the dashboard"): email and a
 * password stored as scrypt (N=16384, r=8, p=1, 64-byte key, 16-byte salt; node:crypto), one
 * operator per store in the demo. Sessions are random 32-byte tokens in an HttpOnly cookie; only
 * their SHA-256 is stored, with a per-session CSRF token and an expiry (12 hours).
 * Emails are stored and matched trimmed and lower-cased. A password is shown once (when created or
 * reset, by `pnpm operators`); a reset replaces the hash and closes every session of the operator.
 */
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Knex } from 'knex';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
export const SESSION_TTL_MS = 12 * 3600 * 1000;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 64);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || keyHex === undefined) return false;
  const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'), 64);
  const expected = Buffer.from(keyHex, 'hex');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface Operator {
  id: string;
  storeId: string;
  email: string;
}

/** The form operator emails are stored and looked up in: trimmed, lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A new random password: 16 base64url characters (96 bits). */
export const newPassword = (): string => randomBytes(12).toString('base64url');

/** Creates an operator (email normalised); returns it with the clear password (shown once). Rejects on a taken email (unique). */
export async function createOperator(
  db: Knex,
  storeId: string,
  email: string,
  password = newPassword(),
): Promise<Operator & { password: string }> {
  const id = randomUUID();
  const stored = normaliseEmail(email);
  await db('operators').insert({
    id,
    store_id: storeId,
    email: stored,
    password_hash: await hashPassword(password),
    created_at: new Date().toISOString(),
  });
  return { id, storeId, email: stored, password };
}

/** The operator with this email (any case, surrounding spaces ignored), or null. */
export async function findOperator(db: Knex, email: string): Promise<Operator | null> {
  const row = await db('operators')
    .where({ email: normaliseEmail(email) })
    .first('id', 'store_id', 'email');
  return row === undefined ? null : { id: row.id, storeId: row.store_id, email: row.email };
}

/**
 * Gives the operator a new password and signs it out everywhere (its sessions are deleted), in
 * one transaction. Returns the operator with the clear password (shown once) and how many
 * sessions were closed; null when no operator has this email.
 */
export async function resetPassword(
  db: Knex,
  email: string,
  password = newPassword(),
): Promise<(Operator & { password: string; sessionsClosed: number }) | null> {
  const hash = await hashPassword(password);
  return db.transaction(async (trx) => {
    const operator = await findOperator(trx, email);
    if (operator === null) return null;
    await trx('operators').where({ id: operator.id }).update({ password_hash: hash });
    const sessionsClosed = await trx('operator_sessions').where({ operator_id: operator.id }).delete();
    return { ...operator, password, sessionsClosed };
  });
}

/** A hash no password matches, checked for unknown emails so timing does not reveal which emails exist. */
const DUMMY_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(64)}`;

/** Checks email + password; null when either is wrong (never says which, in words or in timing). */
export async function signIn(db: Knex, email: string, password: string): Promise<Operator | null> {
  const row = await db('operators')
    .where({ email: normaliseEmail(email) })
    .first();
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  return ok && row !== undefined ? { id: row.id, storeId: row.store_id, email: row.email } : null;
}

export interface Session {
  token: string;
  csrfToken: string;
  expiresAt: string;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function openSession(db: Knex, operatorId: string, now = new Date()): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db('operator_sessions').insert({
    id: digest(token),
    operator_id: operatorId,
    csrf_token: csrfToken,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

/** The operator and CSRF token of a live session, or null. */
export async function readSession(
  db: Knex,
  token: string | undefined,
  now = new Date(),
): Promise<(Operator & { csrfToken: string }) | null> {
  if (token === undefined || token.length < 20) return null;
  const row = await db('operator_sessions as s')
    .join('operators as o', 'o.id', 's.operator_id')
    .where('s.id', digest(token))
    .andWhere('s.expires_at', '>', now.toISOString())
    .first('o.id', 'o.store_id', 'o.email', 's.csrf_token');
  return row === undefined ? null : { id: row.id, storeId: row.store_id, email: row.email, csrfToken: row.csrf_token };
}

export async function closeSession(db: Knex, token: string): Promise<void> {
  await db('operator_sessions')
    .where({ id: digest(token) })
    .delete();
}
