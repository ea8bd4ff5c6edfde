/**
 * get_product_detail (seed: "Product", "Variant", "Performance"): one product with its content,
 * images, structured attributes, variants with unit costs, a performance summary and its newest
 * decision. One query resolves the product, then five run concurrently. Money: integer cents in
 * storage, decimal major units in the result.
 */
import { toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumber, toNumberOrZero, type ProductRow, type StoreScope } from '@storeops/db';
import { lastDecisions } from './catalog-rows';
import { lookupProduct, parseTags, type ProductSelector } from './product-lookup';

const DAY_MS = 86_400_000;
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The whole UTC days [since, until] ending yesterday, `days` long. */
export function performanceWindow(now: Date, days: number): { since: string; until: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { since: ymd(today - days * DAY_MS), until: ymd(today - DAY_MS) };
}

/** A metafield's stored JSON text as its typed value (text that is not JSON is returned as is). */
export function metafieldValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function performance(scope: StoreScope, productId: string, window: { since: string; until: string }, days: number, currency: string) {
  const [row] = (await scope
    .from('performance_daily', 'f')
    .where('f.product_id', productId)
    .where('f.date', '>=', window.since)
    .where('f.date', '<=', window.until)
    .sum({
      revenue: 'f.revenue_cents',
      spend: 'f.ad_spend_cents',
      sessions: 'f.sessions',
      orders: 'f.orders',
      conversions: 'f.conversions',
    })) as Array<Record<string, unknown>>;
  const revenue = toNumberOrZero(row?.revenue);
  const spend = toNumberOrZero(row?.spend);
  const sessions = toNumberOrZero(row?.sessions);
  const conversions = toNumberOrZero(row?.conversions);
  return {
    window_days: days,
    since: window.since,
    until: window.until,
    revenue: toMajor(revenue, currency),
    ad_spend: toMajor(spend, currency),
    roas: spend > 0 ? Math.round((revenue / spend) * 100) / 100 : null,
    sessions,
    orders: toNumberOrZero(row?.orders),
    conversions,
    conversion_rate: sessions > 0 ? Math.round((conversions / sessions) * 10_000) / 10_000 : null,
  };
}

function toDetailVariant(r: Record<string, unknown>, currency: string): Types.ProductDetailVariant {
  const cost = toNumber(r.cost_cents);
  return {
    id: String(r.id),
    external_id: String(r.external_id),
    sku: String(r.sku),
    title: String(r.title),
    size: str(r.size),
    colour: str(r.colour),
    position: toNumberOrZero(r.position),
    price: toMajor(toNumberOrZero(r.price_cents), currency),
    compare_at_price: toNumber(r.compare_at_price_cents) === null ? null : toMajor(toNumberOrZero(r.compare_at_price_cents), currency),
    inventory_quantity: toNumberOrZero(r.inventory_quantity),
    barcode: str(r.barcode),
    weight_grams: toNumber(r.weight_grams),
    unit_cost: cost === null ? null : toMajor(cost, currency),
    cost_source: cost === null ? null : ((str(r.cost_source) as Types.ProductDetailVariant['cost_source']) ?? null),
  };
}

/** get_product_detail: the product named by `product_id` or `handle`; an unknown one answers 400 `invalid_request` naming the argument. */
export async function getProductDetail(
  input: ProductSelector & { window_days: number },
  ctx: Pick<HandlerContext, 'scope' | 'store' | 'now'>,
): Promise<Types.GetProductDetailResult> {
  const { scope } = ctx;
  const p: ProductRow = await lookupProduct(scope, input);
  const window = performanceWindow(ctx.now, input.window_days);
  const [variants, images, metafields, perf, decisions] = await Promise.all([
    scope
      .from('variants', 'v')
      .select('v.id', 'v.external_id', 'v.sku', 'v.title', 'v.size', 'v.colour', 'v.position', 'v.price_cents')
      .select('v.compare_at_price_cents', 'v.inventory_quantity', 'v.barcode', 'v.weight_grams', 'v.cost_cents', 'v.cost_source')
      .where('v.product_id', p.id)
      .orderBy('v.position', 'asc')
      .orderBy('v.id', 'asc') as Promise<Array<Record<string, unknown>>>,
    scope
      .from('product_images', 'i')
      .select('i.id', 'i.url', 'i.alt_text', 'i.position', 'i.width', 'i.height')
      .where('i.product_id', p.id)
      .orderBy('i.position', 'asc')
      .orderBy('i.id', 'asc') as Promise<Array<Record<string, unknown>>>,
    scope
      .from('product_metafields', 'm')
      .select('m.namespace', 'm.key', 'm.type', 'm.value', 'm.updated_at')
      .where('m.product_id', p.id)
      .orderBy('m.namespace', 'asc')
      .orderBy('m.key', 'asc') as Promise<Array<Record<string, unknown>>>,
    performance(scope, p.id, window, input.window_days, ctx.store.currency),
    lastDecisions(scope, [p.id]),
  ]);
  const last = decisions[0];
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    vendor: p.vendor,
    product_type: p.product_type,
    category: p.category ?? null,
    tags: parseTags(p.tags),
    storefront_status: p.storefront_status,
    service_lifecycle: p.lifecycle_state,
    price: toMajor(toNumberOrZero(p.price_cents), ctx.store.currency),
    currency: ctx.store.currency,
    current_roas: toNumber(p.current_roas),
    created_at: p.created_at,
    updated_at: p.updated_at,
    content: {
      description_html: p.description_html ?? '',
      seo_title: p.seo_title ?? null,
      seo_description: p.seo_description ?? null,
      content_version: toNumberOrZero(p.content_version),
    },
    images: images.map((i) => ({
      id: String(i.id),
      url: String(i.url),
      alt_text: str(i.alt_text),
      position: toNumberOrZero(i.position),
      width: toNumber(i.width),
      height: toNumber(i.height),
    })),
    metafields: metafields.map((m) => ({
      namespace: String(m.namespace),
      key: String(m.key),
      type: String(m.type),
      value: metafieldValue(String(m.value)),
      updated_at: String(m.updated_at),
    })),
    variants: variants.map((v) => toDetailVariant(v, ctx.store.currency)),
    performance: perf,
    last_decision:
      last === undefined
        ? null
        : {
            id: last.id,
            action: last.action,
            bucket: last.bucket,
            to_state: last.to_state ?? last.from_state ?? '',
            created_at: last.created_at,
          },
  };
}
