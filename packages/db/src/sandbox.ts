/**
 * Sandbox copies (seed: Risk tiers rule 3, Authentication "sandbox: private copy of demo shop, 7
 * days"): `copyStoreForSandbox` copies one store's catalogue, orders,
 * performance, automation, CS and governance rows (approval cards, receipts, intents, policies,
 * discounts), its finance entities and the commerce rows of migration 015 (content versions,
 * images, metafields, shop profile, markets, refund lines, discount codes, gift cards, expenses,
 * sync cursors; not job runs, which are history, nor an approval's one-time `reveal`), and its
 * finance books of migration 020 (chart of accounts, periods, journal entries and lines, bank
 * accounts, statement imports and transactions, e-invoice messages, proposals; not the change
 * feed `finance_changes` nor `finance_exports`, which are history) into a new store with every
 * identifier replaced (primary keys, references, and ids embedded in text such as `subject_ref`,
 * `decisions.subject`, a card's `change` plan, a receipt's `reversal`, a journal entry's
 * `source_ref` or a proposal's `lines`), so the copy shares nothing with the source and starts
 * in the demo store's state, waiting cards and active intents included: a playground its key's
 * writes apply to. The audit log, the outbox, idempotency keys and webhook subscriptions (with
 * their deliveries) are not copied: they are the source's history, and a copy must never deliver
 * to the source's endpoints (a sandbox key subscribes its own). Cross-store links
 * (`cross_store_links`, migration 019) are not copied either: a copy must not inherit the live
 * store's links to other live stores, and a sandbox store can never be linked
 * (propose_cross_store_link refuses a copy on either side). `dropExpiredSandboxes` deletes
 * copies past their expiry (their rows go by ON DELETE CASCADE).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from './connection';
import { insertChunked } from './seed/insert';
import { STORE_TABLES, type StoreRow, type StoreTable } from './tables';

/**
 * Store tables a sandbox copy leaves out: the source's history (the audit log, webhook
 * subscriptions with their deliveries and attempts, job runs, the finance change feed and
 * exports), and its links to other live stores (`cross_store_links`).
 */
const NOT_COPIED_TABLES: ReadonlySet<StoreTable> = new Set([
  'audit_log',
  'webhook_subscriptions',
  'webhook_deliveries',
  'webhook_attempts',
  'job_runs',
  'finance_changes',
  'finance_exports',
  'cross_store_links',
]);

/** Copied tables, in the order of STORE_TABLES (tables.ts: parents first, in the order a copy needs). */
export const SANDBOX_COPIED_TABLES: readonly StoreTable[] = STORE_TABLES.filter((t) => !NOT_COPIED_TABLES.has(t));

/** Columns holding another row's id (remapped); `id` itself is always remapped. */
const REFERENCES = new Set([
  'product_id',
  'variant_id',
  'order_id',
  'thread_id',
  'approval_id',
  'receipt_id',
  'refund_id',
  'line_item_id',
  // Finance books (migration 020). An entry's `import_id` may name a bulk import that is no row of
  // its own (the seeded history's): it maps to a fresh id, the same one for every entry of it.
  'entity_id',
  'account_id',
  'period_id',
  'entry_id',
  'reverses_entry_id',
  'reversed_by_entry_id',
  'ledger_account_id',
  'bank_account_id',
  'import_id',
  'bank_transaction_id',
  'duplicate_of_id',
  // Analytics property (migration 024): streams and audiences name their property.
  'property_id',
  // Search ads (migration 021).
  'campaign_id',
  'ad_group_id',
  // Social ads (migration 022).
  'ad_set_id',
  'ad_id',
  'audience_id',
  'source_audience_id',
]);
/** Columns never copied (set to null): an approval's one-time secret stays with the source. */
const NOT_COPIED = new Set(['reveal']);
/** Free-text and JSON columns that may embed ids (remapped inside the text). */
const TEXT_WITH_IDS = new Set([
  'subject_ref',
  'subject',
  'reversal',
  'evidence',
  'arguments',
  'change',
  'changes',
  'resource_ref',
  'product_ids',
  'previous',
  // Finance: `<kind>:<id>` of what a journal entry books; a proposal's JSON lines name accounts.
  'source_ref',
  'lines',
  // Social ads (migration 022): ad-set targeting names audiences; a creative and a synced segment name products.
  'targeting',
  'creative',
  'segment',
]);
const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|cmp_[0-9]+/g;

/** Options of `copyStoreForSandbox`. */
export interface CopyOptions {
  /** The store whose key or operator asks for the copy (its dashboard lists it); default the source. */
  ownerStoreId?: string;
  now?: Date;
}

export interface SandboxCopy {
  storeId: string;
  expiresAt: string;
  rows: number;
}

/**
 * Copies `sourceStoreId` into a new sandbox store that expires at `expiresAt`, owned by
 * `opts.ownerStoreId` (default the source). One transaction; returns the new store id. Throws when
 * the source store does not exist.
 */
export async function copyStoreForSandbox(db: Knex, sourceStoreId: string, expiresAt: Date, opts: CopyOptions = {}): Promise<SandboxCopy> {
  const now = opts.now ?? new Date();
  const dialect = dialectOf(db);
  const storeId = randomUUID();
  const map = new Map<string, string>();
  const newId = (old: string): string => {
    let id = map.get(old);
    if (id === undefined) {
      id = old.startsWith('cmp_') ? `cmp_${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}` : randomUUID();
      map.set(old, id);
    }
    return id;
  };
  let rows = 0;
  await db.transaction(async (trx) => {
    const source = await trx('stores').where({ id: sourceStoreId }).first();
    if (source === undefined) throw new Error(`no store ${sourceStoreId} to copy`);
    await trx('stores').insert({
      ...source,
      id: storeId,
      handle: `sandbox-${storeId.slice(0, 8)}`,
      name: `${source.name} (sandbox)`,
      rate_limit_per_minute: null,
      kill_switch_engaged: false,
      automation_enabled: true,
      sandbox_of: sourceStoreId,
      sandbox_expires_at: expiresAt.toISOString(),
      sandbox_owner_id: opts.ownerStoreId ?? sourceStoreId,
      created_at: now.toISOString(),
    });
    for (const table of SANDBOX_COPIED_TABLES) {
      const src = (await trx(table).where({ store_id: sourceStoreId })) as Array<Record<string, unknown>>;
      // First pass registers every primary key, so references to rows copied later resolve too.
      for (const r of src) if (typeof r.id === 'string') newId(r.id);
      const copied = src.map((r) => {
        const out: Record<string, unknown> = { ...r, store_id: storeId };
        for (const [col, value] of Object.entries(r)) {
          if (typeof value !== 'string') continue;
          if (NOT_COPIED.has(col)) out[col] = null;
          else if (col === 'id' || REFERENCES.has(col)) out[col] = map.get(value) ?? newId(value);
          else if (TEXT_WITH_IDS.has(col)) out[col] = value.replace(TOKEN, (tok) => map.get(tok) ?? tok);
        }
        return out;
      });
      await insertChunked(trx, dialect, table, copied);
      rows += copied.length;
    }
  });
  return { storeId, expiresAt: expiresAt.toISOString(), rows };
}

/**
 * Deletes sandbox stores past their expiry with all their rows (cascade), keys and undelivered
 * events; their audit rows stay (the audit log is append-only). Returns how many.
 */
export async function dropExpiredSandboxes(db: Knex, now = new Date()): Promise<number> {
  const expired = (await db('stores')
    .whereNotNull('sandbox_of')
    .andWhere('sandbox_expires_at', '<=', now.toISOString())
    .select('id')) as Array<{ id: string }>;
  for (const { id } of expired) {
    await db.transaction(async (trx) => {
      // The outbox has no foreign key (events outlive nothing else); the audit log is kept.
      await trx('outbox').where({ store_id: id }).delete();
      await trx('api_keys').where({ store_id: id }).delete();
      await trx('stores').where({ id }).delete();
    });
  }
  return expired.length;
}

/** One live sandbox copy, as the dashboard's store switcher lists it. */
export interface SandboxCopySummary {
  id: string;
  name: string;
  handle: string;
  expiresAt: string;
}

/** The unexpired sandbox copies `ownerStoreId` minted, newest first. */
export async function listSandboxCopies(db: Knex, ownerStoreId: string, now = new Date()): Promise<SandboxCopySummary[]> {
  const rows = (await db('stores')
    .where({ sandbox_owner_id: ownerStoreId })
    .andWhere('sandbox_expires_at', '>', now.toISOString())
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'name', 'handle', 'sandbox_expires_at')) as Array<
    Pick<StoreRow, 'id' | 'name' | 'handle'> & { sandbox_expires_at: string }
  >;
  return rows.map((r) => ({ id: r.id, name: r.name, handle: r.handle, expiresAt: r.sandbox_expires_at }));
}
