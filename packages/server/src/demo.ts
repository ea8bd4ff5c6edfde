/**
 * Demo-store bootstrap: migrate, seed the deterministic demo data when the database is empty, and
 * mint the demo live and sandbox keys on first start (stored hashed; the clear keys exist only in
 * the ready block printed that once).
 */
import type { Knex } from 'knex';
import { migrateLatest, seedIfEmpty } from '@storeops/db';
import { mintKey, type MintedKey } from './auth/keys';
import { createOperator } from './auth/operators';

export const DEMO_OPERATOR_EMAIL = 'operator@northwind.example';

export const DEMO_LIVE_SCOPES = ['read', 'write'];
export const DEMO_SANDBOX_SCOPES = ['read', 'write'];

export interface DemoBootstrap {
  hostedStoreId: string;
  businessStoreId: string;
  /** Present only on the start that minted them. */
  keys: { live: MintedKey; sandbox: MintedKey } | null;
  /** The demo operator's dashboard sign-in; present only on the start that created it. */
  operator: { email: string; password: string } | null;
}

export async function bootstrapDemo(db: Knex): Promise<DemoBootstrap> {
  await migrateLatest(db);
  const { hostedStoreId, businessStoreId } = await seedIfEmpty(db);
  const existing = await db('api_keys').where({ store_id: hostedStoreId, label: 'demo live key' }).first();
  if (existing !== undefined) return { hostedStoreId, businessStoreId, keys: null, operator: null };
  const live = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: DEMO_LIVE_SCOPES, label: 'demo live key' });
  const sandbox = await mintKey(db, { storeId: hostedStoreId, kind: 'sandbox', scopes: DEMO_SANDBOX_SCOPES, label: 'demo sandbox key' });
  const operator = await createOperator(db, hostedStoreId, DEMO_OPERATOR_EMAIL);
  return { hostedStoreId, businessStoreId, keys: { live, sandbox }, operator: { email: operator.email, password: operator.password } };
}
