/**
 * `@storeops/testkit/books`: finance books on a test server (seed §Finance): a fresh finance entity
 * with a small chart of accounts on the hosted store (setup rows, inserted directly), a
 * books context over the store's real database (the engine's writes and the outbox events in one
 * transaction per call, like an API write), and the POST helper for the `/api/v1/finance/...` paths.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createStoreScope, type FinanceAccountRow, type FinanceAccountType } from '@storeops/db';
import type { BooksCaller } from '@storeops/contract';
import type { TestServer } from './server';
import { emitEvent } from '@storeops/server';

/** The chart the tests post to: every account type, a contra revenue account, retained earnings. */
export const TEST_CHART: ReadonlyArray<
  readonly [code: string, name: string, type: FinanceAccountType, systemKey: string | null, normal: 'debit' | 'credit']
> = [
  ['1010', 'Bank', 'asset', 'bank', 'debit'],
  ['1300', 'Inventory', 'asset', 'inventory', 'debit'],
  ['1710', 'Accumulated depreciation', 'asset', null, 'credit'],
  ['2000', 'Accounts payable', 'liability', 'accounts_payable', 'credit'],
  ['2100', 'VAT payable', 'liability', 'vat_payable', 'credit'],
  ['3000', 'Share capital', 'equity', 'share_capital', 'credit'],
  ['3100', 'Retained earnings', 'equity', 'retained_earnings', 'credit'],
  ['4000', 'Sales', 'revenue', 'sales', 'credit'],
  ['4900', 'Sales refunds', 'revenue', 'sales_refunds', 'debit'],
  ['5000', 'Cost of goods sold', 'expense', 'cogs', 'debit'],
  ['6300', 'Rent', 'expense', 'rent', 'debit'],
];

export interface TestBooks {
  entityId: string;
  /** Accounts by code. */
  accounts: Map<string, FinanceAccountRow>;
  /** Runs `fn` with a books context (contract `BooksCaller`: what the engine's `BooksContext` takes) in one transaction. */
  run<T>(fn: (ctx: BooksCaller) => Promise<T>, now?: Date): Promise<T>;
}

/** Creates an entity named `name` (EUR, Europe/Amsterdam) with {@link TEST_CHART} on the hosted store of `t`. */
export async function makeBooks(t: TestServer, name: string): Promise<TestBooks> {
  const storeId = t.hostedStoreId;
  const entityId = randomUUID();
  const at = new Date().toISOString();
  await t.db('finance_entities').insert({
    id: entityId,
    store_id: storeId,
    name,
    legal_name: null,
    currency: 'EUR',
    created_at: at,
    timezone: 'Europe/Amsterdam',
    country: 'NL',
  });
  const rows: FinanceAccountRow[] = TEST_CHART.map(([code, accountName, type, systemKey, normal]) => ({
    id: randomUUID(),
    store_id: storeId,
    entity_id: entityId,
    code,
    name: accountName,
    type,
    normal_balance: normal,
    system_key: systemKey,
    description: null,
    is_active: true,
    created_at: at,
  }));
  await t.db('finance_accounts').insert(rows);
  const store = (await t.db('stores').where({ id: storeId }).first()) as {
    id: string;
    name: string;
    tenant_type: string;
    currency: string;
    last_synced_at: string | null;
  };
  const storeInfo = {
    id: store.id,
    name: store.name,
    tenantType: store.tenant_type,
    currency: store.currency,
    lastSyncedAt: store.last_synced_at,
    sandbox: false,
  } as BooksCaller['store'];
  return {
    entityId,
    accounts: new Map(rows.map((r) => [r.code, r])),
    run: (fn, now = new Date()) =>
      t.db.transaction((trx: Knex.Transaction) =>
        fn({
          scope: createStoreScope(trx, storeId),
          store: storeInfo,
          now,
          emit: (type, subject, data) => emitEvent(trx, { storeId, sandbox: false }, type, subject, data, now),
        }),
      ),
  };
}

/** POSTs `body` to `/api/v1/finance/<path>` with `key`; status and parsed body. */
export async function postFinance(t: TestServer, path: string, body: unknown, key: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${t.baseUrl}/api/v1/finance/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
