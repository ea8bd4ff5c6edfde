/**
 * Demo-store bootstrap, in two steps so a start that fails (e.g. its port is taken) loses nothing:
 * - {@link prepareDemo}: migrate, and seed the deterministic demo data when the database is empty
 *   (no secrets; `pnpm keys` and `pnpm operators` run only this);
 * - {@link mintDemoSecrets}: on the first start only, mint the demo live and sandbox keys (stored
 *   hashed) and create the demo operator; the clear keys and password exist only in its result,
 *   which `pnpm start` prints in its ready block once it listens.
 */
import type { Knex } from 'knex';
import { migrateLatest, seedIfEmpty, type DemoStoreIds } from '@storeops/db';
import { mintKey, type MintedKey } from './auth/keys';
import { createOperator } from './auth/operators';

export const DEMO_OPERATOR_EMAIL = 'operator@northwind.example';

export const DEMO_LIVE_SCOPES = ['read', 'write'];
export const DEMO_SANDBOX_SCOPES = ['read', 'write'];

export interface DemoSecrets {
  /** Present only on the start that minted them. */
  keys: { live: MintedKey; sandbox: MintedKey } | null;
  /** The demo operator's dashboard sign-in; present only on the start that created it. */
  operator: { email: string; password: string } | null;
}

export interface DemoBootstrap extends DemoStoreIds, DemoSecrets {}

/** Migrates and seeds the demo stores when the database is empty; creates no key or operator. */
export async function prepareDemo(db: Knex): Promise<DemoStoreIds> {
  await migrateLatest(db);
  const { hostedStoreId, businessStoreId } = await seedIfEmpty(db);
  return { hostedStoreId, businessStoreId };
}

/**
 * Mints the demo keys and creates the demo operator unless that was done before (the demo live key
 * exists). The operator is only created when no operator has its email (e.g. `pnpm operators
 * create` made one first).
 */
export async function mintDemoSecrets(db: Knex, ids: DemoStoreIds): Promise<DemoSecrets> {
  const existing = await db('api_keys').where({ store_id: ids.hostedStoreId, label: 'demo live key' }).first();
  if (existing !== undefined) return { keys: null, operator: null };
  const live = await mintKey(db, { storeId: ids.hostedStoreId, kind: 'live', scopes: DEMO_LIVE_SCOPES, label: 'demo live key' });
  const sandbox = await mintKey(db, {
    storeId: ids.hostedStoreId,
    kind: 'sandbox',
    scopes: DEMO_SANDBOX_SCOPES,
    label: 'demo sandbox key',
  });
  const taken = await db('operators').where({ email: DEMO_OPERATOR_EMAIL }).first();
  const operator = taken === undefined ? await createOperator(db, ids.hostedStoreId, DEMO_OPERATOR_EMAIL) : null;
  return { keys: { live, sandbox }, operator: operator === null ? null : { email: operator.email, password: operator.password } };
}

/** {@link prepareDemo} then {@link mintDemoSecrets}. */
export async function bootstrapDemo(db: Knex): Promise<DemoBootstrap> {
  const ids = await prepareDemo(db);
  return { ...ids, ...(await mintDemoSecrets(db, ids)) };
}
