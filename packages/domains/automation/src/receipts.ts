/**
 * Receipts as the API shows them (seed: Non-tool endpoints `/api/v1/receipts`,
 * `/api/v1/receipts/price`): `receipts_list`
 * pages the store's receipts newest first; `receipts_price_memory` answers one variant's price
 * history from the receipts that changed its `price`. Receipts are written by the write path
 * (server `write/receipts.ts`); nothing here changes them.
 */
import { ArgumentError, excerpt, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { toNumber, type ReceiptRow, type VariantRow } from '@storeops/db';
import { cutPage, pageAfter } from '@storeops/contract';

const CURSOR_PREFIX = 'rcp1.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ReceiptColumns = Omit<ReceiptRow, 'store_id'>;
const COLUMNS = [
  'id',
  'operation',
  'approval_id',
  'resource_kind',
  'resource_ref',
  'changes',
  'proposed_by',
  'approved_by',
  'reversal',
  'request_id',
  'created_at',
] as const;

/** Maps a stored receipt (JSON columns as text) to the API's `Receipt`. */
export function receiptFromRow(row: ReceiptColumns): Types.Receipt {
  return {
    id: row.id,
    operation: row.operation,
    approval_id: row.approval_id,
    resource_kind: row.resource_kind,
    resource_ref: row.resource_ref,
    changes: JSON.parse(row.changes) as Types.ReceiptChange[],
    proposed_by: row.proposed_by,
    approved_by: row.approved_by,
    reversal: JSON.parse(row.reversal) as Types.Reversal | null,
    request_id: row.request_id,
    created_at: row.created_at,
  };
}

export async function receiptsList(
  input: WithDefaults<Types.ReceiptsListInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.ReceiptsListResult> {
  const q = ctx.scope.from('receipts').select([...COLUMNS]);
  if (input.operation !== undefined) q.andWhere('operation', input.operation);
  if (input.resource_kind !== undefined) q.andWhere('resource_kind', input.resource_kind);
  if (input.resource_ref !== undefined) q.andWhere('resource_ref', input.resource_ref);
  if (input.approval_id !== undefined) q.andWhere('approval_id', input.approval_id);
  const rows = (await pageAfter(q, CURSOR_PREFIX, input.before, input.limit)) as ReceiptColumns[];
  const { page, has_more, next_cursor } = cutPage(CURSOR_PREFIX, rows, input.limit);
  return { receipts: page.map(receiptFromRow), has_more, next_cursor };
}

const priceOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export async function receiptsPriceMemory(
  input: WithDefaults<Types.ReceiptsPriceMemoryInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.ReceiptsPriceMemoryResult> {
  const ref = input.variant_id;
  const q = ctx.scope.from('variants').select('id', 'external_id', 'sku', 'price_cents');
  const variant = (await (UUID.test(ref) ? q.where({ id: ref }) : q.where({ external_id: ref })).first()) as
    Pick<VariantRow, 'id' | 'external_id' | 'sku' | 'price_cents'> | undefined;
  if (variant === undefined)
    throw new ArgumentError('variant_id', `no variant ${excerpt(ref)} in this store (use external_id or id from get_variants)`);
  // Newest first, so the most recent `limit` price changes are kept; answered oldest first.
  const rows = (await ctx.scope
    .from('receipts')
    .where({ resource_kind: 'variant', resource_ref: variant.id })
    .select('id', 'operation', 'approval_id', 'changes', 'created_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as Pick<ReceiptRow, 'id' | 'operation' | 'approval_id' | 'changes' | 'created_at'>[];
  const entries: Types.PriceMemoryEntry[] = [];
  for (const r of rows) {
    const change = (JSON.parse(r.changes) as Types.ReceiptChange[]).find((c) => c.field === 'price');
    if (change === undefined) continue;
    entries.push({
      at: r.created_at,
      before: priceOrNull(change.before),
      after: priceOrNull(change.after),
      operation: r.operation,
      approval_id: r.approval_id,
      receipt_id: r.id,
    });
    if (entries.length > input.limit) break;
  }
  const hasMore = entries.length > input.limit;
  return {
    variant_id: variant.id,
    external_id: variant.external_id,
    sku: variant.sku,
    currency: ctx.store.currency,
    current_price: toMajor(toNumber(variant.price_cents) ?? 0, ctx.store.currency),
    entries: entries.slice(0, input.limit).reverse(),
    has_more: hasMore,
  };
}
