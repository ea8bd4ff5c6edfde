/**
 * Where commerce writes post to the books. Each function
 * runs inside the commerce write's own transaction (the order sync job, the refund's apply, the
 * cost or expense import's apply), so the sale and its entry commit together or not at all. They
 * post to the store's primary entity (books.primaryEntity: the oldest entity in the store's
 * currency) and do nothing when the store keeps no books or the document is in another currency
 * (multi-currency translation is not modelled: such documents are left for a person to book).
 *
 * Posting rules (integer minor units; the accounts by `system_key`):
 * - order (source `order`, ref `order:<id>`), dated the order's day in the entity's time zone:
 *   Dr `psp_clearing` (wholesale channel: `accounts_receivable`) = total;
 *   Cr `sales` = subtotal − discount; Cr `shipping_income` = shipping; Cr `vat_payable` = tax;
 *   PSP fee (not wholesale): Dr `psp_fees` / Cr `psp_clearing` = round(1.4 % of total) + 25;
 *   cost of goods sold: Dr `cogs` / Cr `inventory` = Σ quantity × the variant's unit cost; where
 *   the variant has no cost, quantity × the one estimate get_product_costs shows (cost-estimate.ts:
 *   price × the median cost/price ratio of the product type, else of the store); only where that
 *   has no answer either (no variant, or no known cost in the store) ESTIMATED_COST_RATIO of the
 *   line total. The memo says how many lines were estimated. Each line's booked cost is kept on the
 *   line (`order_line_items.cogs_cents`, migration 029): the true-up starts from it.
 * - refund (source `refund`, ref `refund:<id>`): the refund's tax share in proportion to the
 *   order (tax × amount / total); Dr `sales_refunds` = amount − tax share; Dr `vat_payable` = tax
 *   share; Cr the order's clearing account = amount.
 * - expense import (source `expense_import`, ref `expense:<id>`, one entry per row, `import_id` =
 *   the import's first expense id, announced once by the import): Dr the category's expense
 *   account (EXPENSE_ACCOUNTS) / Cr `accounts_payable` (a credit note, negative amount, the other
 *   way round).
 * - unit cost change (source `cost_import`: an approved cost import or storefront_update_variant_cost,
 *   one rule): one true-up entry for the order lines of the changed variants whose sale is booked in
 *   an open period: Σ (new unit cost × quantity − the cost of goods booked for the line), Dr `cogs` /
 *   Cr `inventory` by an increase (the other way round for a decrease), ref
 *   `<cost_import|cost_update>:<now>:<first changed variant id>`; the lines then hold the new booked
 *   cost. What was booked is the line's `cogs_cents`; for a line posted before it was kept (the
 *   seeded history) it is the old unit cost × quantity, or, where there was none, the seed's
 *   estimate (ESTIMATED_COST_RATIO of the line's share of the order's net sales).
 * A document dated in a closed period is posted on today's date in the first open period (the memo
 * names its own date): closed books are never changed.
 */
import type { BookedExpense } from '@storeops/contract';
import type { FinanceEntityRow, OrderLineItemRow, OrderRow, RefundRow, VariantRow } from '@storeops/db';
import { MEMO_MAX } from './books/post';
import {
  accountByKey,
  announcePosted,
  type Actor,
  type BooksContext,
  type LineInput,
  localDate,
  num,
  periodFor,
  postEntry,
  type PostedEntry,
  primaryEntity,
  lockEntity,
} from './books';
import { estimate, storeCostBasis } from './cost-estimate';

/** Expense category (costs domain, lower-case) → the expense account's system key; anything else `other_expenses`. */
export const EXPENSE_ACCOUNTS: Readonly<Record<string, string>> = {
  rent: 'rent',
  salaries: 'payroll',
  payroll: 'payroll',
  software: 'software',
  advertising: 'advertising',
  marketing: 'advertising',
  marketing_other: 'advertising',
  shipping: 'shipping_costs',
  packaging: 'shipping_costs',
  payment_fees: 'psp_fees',
  bank_fees: 'bank_fees',
  office: 'office',
};

/** Share of the line total taken as its cost only where the one estimate has no answer (no variant, no known cost in the store). */
export const ESTIMATED_COST_RATIO = 0.45;

/** The PSP fee of a card payment of `totalCents`: 1.4 % + 25 minor units. */
export function pspFee(totalCents: number): number {
  return Math.round(totalCents * 0.014) + 25;
}

/** The entity's date for an instant, moved to today when its period is closed; plus the memo suffix saying so. */
async function bookingDate(ctx: BooksContext, entity: FinanceEntityRow, at: string): Promise<{ date: string; note: string }> {
  const own = localDate(new Date(at), entity.timezone);
  await lockEntity(ctx, entity.id);
  const period = await periodFor(ctx, entity, own);
  if (period.status === 'open') return { date: own, note: '' };
  return { date: localDate(ctx.now, entity.timezone), note: ` (dated ${own}; period ${period.period} is closed)` };
}

const SYNC_ACTOR: Actor = { type: 'service', id: 'sync' };

function line(accountId: string, side: 'debit' | 'credit', cents: number, memo?: string): LineInput | null {
  if (cents === 0) return null;
  const debit = side === 'debit' ? cents : -cents;
  return debit > 0
    ? { account_id: accountId, debit_cents: debit, credit_cents: 0, memo: memo ?? null }
    : { account_id: accountId, debit_cents: 0, credit_cents: -debit, memo: memo ?? null };
}

const nonNull = <T>(v: T | null): v is T => v !== null;

async function keyed(ctx: BooksContext, entityId: string, keys: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const k of keys) out[k] = (await accountByKey(ctx, entityId, k)).id;
  return out;
}

/** The entity commerce documents in `currency` post to, or null (no books, or another currency). */
async function booksFor(ctx: BooksContext, currency: string): Promise<FinanceEntityRow | null> {
  const entity = await primaryEntity(ctx);
  return entity !== null && entity.currency === currency ? entity : null;
}

/**
 * Cost of goods of `lines` (rules above): per line (by line id) and in total, and how many lines
 * were estimated.
 */
async function costOfGoods(
  ctx: BooksContext,
  lines: readonly OrderLineItemRow[],
): Promise<{ cents: number; estimated: number; perLine: Map<string, number> }> {
  const ids = [...new Set(lines.map((l) => l.variant_id).filter((v): v is string => v !== null))];
  const costs = new Map<string, number | null>();
  if (ids.length > 0) {
    const rows = (await ctx.scope.from('variants').whereIn('id', ids).select('id', 'cost_cents')) as Array<
      Pick<VariantRow, 'id' | 'cost_cents'>
    >;
    for (const r of rows) costs.set(r.id, r.cost_cents === null || r.cost_cents === undefined ? null : num(r.cost_cents));
  }
  // The store-wide basis is read only when some line needs an estimate.
  let basis: Awaited<ReturnType<typeof storeCostBasis>> | null = null;
  let cents = 0;
  let estimated = 0;
  const perLine = new Map<string, number>();
  for (const l of lines) {
    let unit = l.variant_id !== null ? costs.get(l.variant_id) : null;
    let cost: number;
    if (unit === null || unit === undefined) {
      estimated++;
      if (l.variant_id !== null && costs.has(l.variant_id)) {
        basis ??= await storeCostBasis(ctx.scope);
        const v = basis.variants.find((x) => x.id === l.variant_id);
        unit = v === undefined ? null : estimate(basis.ratios, v.product_type, num(v.price_cents)).cents;
      }
      cost = unit === null || unit === undefined ? Math.round(num(l.total_cents) * ESTIMATED_COST_RATIO) : unit * num(l.quantity);
    } else cost = unit * num(l.quantity);
    perLine.set(l.id, cost);
    cents += cost;
  }
  return { cents, estimated, perLine };
}

/** Posts the sale of order `orderId` (rules above); null when the store keeps no books for it. */
export async function postOrder(ctx: BooksContext, orderId: string, actor: Actor = SYNC_ACTOR): Promise<PostedEntry | null> {
  const order = (await ctx.scope.from('orders').where({ id: orderId }).first()) as OrderRow | undefined;
  if (order === undefined) throw new Error(`postOrder: no order ${orderId}`);
  const entity = await booksFor(ctx, order.currency);
  if (entity === null || num(order.total_cents) === 0) return null;
  const lines = (await ctx.scope.from('order_line_items').where({ order_id: order.id })) as OrderLineItemRow[];
  const wholesale = order.channel === 'wholesale';
  const a = await keyed(ctx, entity.id, [
    wholesale ? 'accounts_receivable' : 'psp_clearing',
    'sales',
    'shipping_income',
    'vat_payable',
    'psp_fees',
    'cogs',
    'inventory',
  ]);
  const clearing = a[wholesale ? 'accounts_receivable' : 'psp_clearing']!;
  const total = num(order.total_cents);
  const fee = wholesale ? 0 : pspFee(total);
  const cogs = await costOfGoods(ctx, lines);
  const { date, note } = await bookingDate(ctx, entity, order.created_at);
  const estimated = cogs.estimated > 0 ? `; cost of ${cogs.estimated} line(s) estimated (no unit cost recorded)` : '';
  // What the books hold for each line: the start of a later true-up.
  for (const [lineId, cents] of cogs.perLine) await ctx.scope.from('order_line_items').where({ id: lineId }).update({ cogs_cents: cents });
  return postEntry(ctx, {
    entityId: entity.id,
    entryDate: date,
    memo: `Order #${order.order_number}${note}${estimated}`,
    source: 'order',
    sourceRef: `order:${order.id}`,
    actor,
    lines: [
      line(clearing, 'debit', total, 'Order total'),
      line(a.sales!, 'credit', num(order.subtotal_cents) - num(order.discount_cents), 'Sales, net of discount'),
      line(a.shipping_income!, 'credit', num(order.shipping_cents), 'Shipping charged'),
      line(a.vat_payable!, 'credit', num(order.tax_cents), 'Tax collected'),
      line(a.psp_fees!, 'debit', fee, 'Payment processing fee'),
      line(clearing, 'credit', fee, 'Payment processing fee'),
      line(a.cogs!, 'debit', cogs.cents, 'Cost of goods sold'),
      line(a.inventory!, 'credit', cogs.cents, 'Cost of goods sold'),
    ].filter(nonNull),
  });
}

/** Posts refund `refundId` (rules above); null when the store keeps no books for it. */
export async function postRefund(ctx: BooksContext, refundId: string, actor: Actor = SYNC_ACTOR): Promise<PostedEntry | null> {
  const refund = (await ctx.scope.from('refunds').where({ id: refundId }).first()) as RefundRow | undefined;
  if (refund === undefined) throw new Error(`postRefund: no refund ${refundId}`);
  const order = (await ctx.scope.from('orders').where({ id: refund.order_id }).first()) as OrderRow;
  const entity = await booksFor(ctx, order.currency);
  const amount = num(refund.amount_cents);
  if (entity === null || amount === 0) return null;
  const wholesale = order.channel === 'wholesale';
  const a = await keyed(ctx, entity.id, [wholesale ? 'accounts_receivable' : 'psp_clearing', 'sales_refunds', 'vat_payable']);
  const total = num(order.total_cents);
  const tax = total > 0 ? Math.round((num(order.tax_cents) * amount) / total) : 0;
  const { date, note } = await bookingDate(ctx, entity, refund.created_at);
  return postEntry(ctx, {
    entityId: entity.id,
    entryDate: date,
    memo: `Refund on order #${order.order_number} (${refund.reason})${note}`,
    source: 'refund',
    sourceRef: `refund:${refund.id}`,
    actor,
    lines: [
      line(a.sales_refunds!, 'debit', amount - tax, 'Refund, net of tax'),
      line(a.vat_payable!, 'debit', tax, 'Tax refunded'),
      line(a[wholesale ? 'accounts_receivable' : 'psp_clearing']!, 'credit', amount, 'Refund paid'),
    ].filter(nonNull),
  });
}

/**
 * Posts every row of one expense import (rules above) and announces them once: one
 * `fin.entry.posted` for the first entry with `batch: {import_id, entry_count}`. Rows in another
 * currency than the books are skipped. Resolves to the entries posted.
 */
export async function postExpenseImport(ctx: BooksContext, expenses: readonly BookedExpense[], actor: Actor): Promise<PostedEntry[]> {
  const first = expenses[0];
  if (first === undefined) return [];
  const entity = await primaryEntity(ctx);
  if (entity === null) return [];
  const payable = (await accountByKey(ctx, entity.id, 'accounts_payable')).id;
  const posted: PostedEntry[] = [];
  for (const e of expenses) {
    if (e.currency !== entity.currency || e.amount_cents === 0) continue;
    const expense = (await accountByKey(ctx, entity.id, EXPENSE_ACCOUNTS[e.category] ?? 'other_expenses')).id;
    const { date, note } = await bookingDate(ctx, entity, `${e.incurred_on}T12:00:00Z`);
    posted.push(
      await postEntry(ctx, {
        entityId: entity.id,
        entryDate: date,
        memo: `${e.description}${e.vendor !== null ? ` (${e.vendor})` : ''}${note}`.slice(0, MEMO_MAX),
        source: 'expense_import',
        sourceRef: `expense:${e.id}`,
        importId: first.id,
        announce: false,
        actor,
        lines: [line(expense, 'debit', e.amount_cents, e.category), line(payable, 'credit', e.amount_cents, e.vendor ?? undefined)].filter(
          nonNull,
        ),
      }),
    );
  }
  if (posted.length > 0) await announcePosted(ctx, posted[0]!, actor, { import_id: first.id, entry_count: posted.length });
  return posted;
}

/** One variant's unit cost change of a cost import (minor units; null = unknown before). */
export interface CostChange {
  variantId: string;
  beforeCents: number | null;
  afterCents: number;
}

/**
 * Posts the cost-of-goods true-up of a unit cost change (rules above: an approved cost import,
 * `kind` `cost_import`, or storefront_update_variant_cost, `kind` `cost_update`): for the order
 * lines of the changed variants whose sale is booked in an open period, the new unit cost ×
 * quantity less what the books hold for the line; the lines then hold the new cost. Null when
 * nothing changes.
 */
export async function postCostChange(
  ctx: BooksContext,
  changes: readonly CostChange[],
  actor: Actor,
  kind: 'cost_import' | 'cost_update',
): Promise<PostedEntry | null> {
  const entity = await booksFor(ctx, ctx.store.currency);
  if (entity === null || changes.length === 0) return null;
  const open = (await ctx.scope
    .from('finance_periods')
    .where({ entity_id: entity.id, status: 'open' })
    .select('starts_on', 'ends_on')) as Array<{
    starts_on: string;
    ends_on: string;
  }>;
  if (open.length === 0) return null;
  const byVariant = new Map(changes.map((c) => [c.variantId, c]));
  const q = ctx.scope.from('order_line_items', 'li');
  ctx.scope.join(q, { table: 'orders', as: 'o', on: ['o.id', 'li.order_id'] });
  const lines = (await q
    .whereIn('li.variant_id', [...byVariant.keys()])
    .whereIn(
      'li.order_id',
      ctx.scope
        .from('finance_journal_entries')
        .where({ entity_id: entity.id, source: 'order' })
        .whereNull('reversed_by_entry_id')
        .where((w) => {
          for (const p of open) w.orWhereBetween('entry_date', [p.starts_on, p.ends_on]);
        })
        .select(ctx.scope.raw('substr(source_ref, 7)')),
    )
    .select('li.id', 'li.variant_id', 'li.quantity', 'li.total_cents', 'li.cogs_cents', 'o.subtotal_cents', 'o.discount_cents')) as Array<
    Pick<OrderLineItemRow, 'id' | 'variant_id' | 'quantity' | 'total_cents' | 'cogs_cents'> &
      Pick<OrderRow, 'subtotal_cents' | 'discount_cents'>
  >;
  let delta = 0;
  for (const l of lines) {
    const c = byVariant.get(l.variant_id!)!;
    const after = c.afterCents * num(l.quantity);
    delta += after - bookedCost(l, c.beforeCents);
    await ctx.scope.from('order_line_items').where({ id: l.id }).update({ cogs_cents: after });
  }
  if (delta === 0) return null;
  const a = await keyed(ctx, entity.id, ['cogs', 'inventory']);
  const first = [...byVariant.keys()].sort()[0]!;
  const what = kind === 'cost_import' ? 'a cost import' : 'a unit cost change';
  return postEntry(ctx, {
    entityId: entity.id,
    entryDate: localDate(ctx.now, entity.timezone),
    memo: `Cost of goods true-up after ${what} (${changes.length} variant(s), ${lines.length} order line(s) in open periods)`,
    source: 'cost_import',
    sourceRef: `${kind}:${ctx.now.toISOString()}:${first}`,
    actor,
    lines: [line(a.cogs!, 'debit', delta, 'Cost of goods sold true-up'), line(a.inventory!, 'credit', delta, 'Inventory true-up')].filter(
      nonNull,
    ),
  });
}

/**
 * The cost of goods the books hold for an order line: its `cogs_cents`; for a line posted before
 * that was kept (the seeded history), the old unit cost × quantity, or where there was none the
 * seed's estimate (ESTIMATED_COST_RATIO of the line's share of the order's net sales).
 */
function bookedCost(
  l: Pick<OrderLineItemRow, 'quantity' | 'total_cents' | 'cogs_cents'> & Pick<OrderRow, 'subtotal_cents' | 'discount_cents'>,
  beforeCents: number | null,
): number {
  if (l.cogs_cents !== null && l.cogs_cents !== undefined) return num(l.cogs_cents);
  if (beforeCents !== null) return beforeCents * num(l.quantity);
  const subtotal = num(l.subtotal_cents);
  return subtotal > 0 ? Math.round(((num(l.total_cents) * (subtotal - num(l.discount_cents))) / subtotal) * ESTIMATED_COST_RATIO) : 0;
}

/** The true-up of an approved cost import: {@link postCostChange} with `kind` `cost_import`. */
export function postCostImport(ctx: BooksContext, changes: readonly CostChange[], actor: Actor): Promise<PostedEntry | null> {
  return postCostChange(ctx, changes, actor, 'cost_import');
}
