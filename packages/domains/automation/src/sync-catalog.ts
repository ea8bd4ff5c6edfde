/**
 * The body of `run_sync_catalog`: applies the catalog edits made on the storefront
 * since the store's `catalog` cursor. A price / compare-at price that differs from the stored one
 * is set (the product's "from" price follows) and announced as `product.price_changed` (actor
 * external, no receipt; payload built by the contract's emitPriceChanged); an inventory change sets the
 * quantity; a title edit updates the product and records a content version (`source`
 * `storefront_sync`, author `storefront`). Then the owned fields of active intents are read back
 * at once (general domain), so a synced price that overwrites a price an intent owns emits
 * `intent.field_overwritten_externally` in this same transaction.
 */
import { randomUUID } from 'node:crypto';
import { emitPriceChanged } from '@storeops/contract';
import { toNumber, type ContentVersionRow, type ProductRow, type VariantRow } from '@storeops/db';
import type { Job, JobContext, JobOutcome } from './jobs';
import type { CatalogChange } from '@storeops/contract/ports/storefront';
import { readCursor, writeCursor } from './sync-cursor';

type Outcome = 'prices_changed' | 'inventory_changed' | 'titles_changed' | 'skipped';

async function applyPrice(ctx: JobContext, change: Extract<CatalogChange, { type: 'price' | 'compare_at_price' }>): Promise<Outcome> {
  const v = (await ctx.scope.from('variants').where({ id: change.variant_id }).first()) as VariantRow | undefined;
  if (v === undefined) return 'skipped';
  const before = {
    id: v.id,
    product_id: v.product_id,
    sku: v.sku,
    price_cents: toNumber(v.price_cents) ?? 0,
    compare_at_price_cents: toNumber(v.compare_at_price_cents),
  };
  const after =
    change.type === 'price'
      ? { price_cents: change.price_cents, compare_at_price_cents: before.compare_at_price_cents }
      : { price_cents: before.price_cents, compare_at_price_cents: change.compare_at_price_cents };
  if (after.price_cents === before.price_cents && after.compare_at_price_cents === before.compare_at_price_cents) return 'skipped';
  const at = ctx.now.toISOString();
  await ctx.scope
    .from('variants')
    .where({ id: v.id })
    .update({ ...after, updated_at: at });
  if (change.type === 'price') {
    const min = (await ctx.scope.from('variants').where({ product_id: v.product_id }).min({ p: 'price_cents' }).first()) as { p: unknown };
    await ctx.scope
      .from('products')
      .where({ id: v.product_id })
      .update({ price_cents: toNumber(min.p) ?? after.price_cents, updated_at: at });
  }
  await emitPriceChanged(ctx, before, after, null);
  return 'prices_changed';
}

async function applyInventory(ctx: JobContext, change: Extract<CatalogChange, { type: 'inventory' }>): Promise<Outcome> {
  const v = (await ctx.scope.from('variants').where({ id: change.variant_id }).first('inventory_quantity')) as
    Pick<VariantRow, 'inventory_quantity'> | undefined;
  if (v === undefined || toNumber(v.inventory_quantity) === change.inventory_quantity) return 'skipped';
  await ctx.scope
    .from('variants')
    .where({ id: change.variant_id })
    .update({ inventory_quantity: change.inventory_quantity, updated_at: ctx.now.toISOString() });
  return 'inventory_changed';
}

async function applyTitle(ctx: JobContext, change: Extract<CatalogChange, { type: 'title' }>): Promise<Outcome> {
  const p = (await ctx.scope.from('products').where({ id: change.product_id }).first()) as ProductRow | undefined;
  if (p === undefined || p.title === change.title) return 'skipped';
  const version = (toNumber(p.content_version) ?? 0) + 1;
  const row: ContentVersionRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    product_id: p.id,
    version,
    title: change.title,
    description_html: p.description_html ?? '',
    seo_title: p.seo_title ?? null,
    seo_description: p.seo_description ?? null,
    author: 'storefront',
    source: 'storefront_sync',
    approval_id: null,
    created_at: change.at,
  };
  await ctx.scope.insert('content_versions', row);
  await ctx.scope
    .from('products')
    .where({ id: p.id })
    .update({ title: change.title, content_version: version, updated_at: ctx.now.toISOString() });
  return 'titles_changed';
}

function apply(ctx: JobContext, change: CatalogChange): Promise<Outcome> {
  if (change.type === 'inventory') return applyInventory(ctx, change);
  if (change.type === 'title') return applyTitle(ctx, change);
  return applyPrice(ctx, change);
}

export async function syncCatalog(job: Job, ctx: JobContext): Promise<JobOutcome> {
  const limit = typeof job.params.max_changes === 'number' ? job.params.max_changes : 500;
  const { cursor, since } = await readCursor(ctx, 'catalog');
  const until = ctx.now.toISOString();
  const page = await ctx.connectors.storefront.catalogChangesSince({ store: ctx.store, scope: ctx.scope, cursor, since, until, limit });
  const counts = {
    seen: page.changes.length,
    prices_changed: 0,
    inventory_changed: 0,
    titles_changed: 0,
    skipped: 0,
    events: 0,
    intents_overwritten: 0,
  };
  for (const change of page.changes) {
    const outcome = await apply(ctx, change);
    counts[outcome] += 1;
    if (outcome === 'prices_changed') counts.events += 1;
  }
  counts.intents_overwritten = await ctx.hooks.readBackIntents(ctx);
  counts.events += counts.intents_overwritten;
  await writeCursor(ctx, 'catalog', page.cursor);
  return { counts, result: { cursor: page.cursor, until, more: page.more } };
}
