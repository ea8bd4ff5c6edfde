/**
 * The embedded demo storefront's read side (storefront port `ordersSince`, `catalogChangesSince`;
 * the sync jobs `run_sync_orders`, `run_sync_catalog`): what changed on the platform since a
 * cursor, drawn deterministically from the store's id and 15-minute slots (see `demoChanges`).
 */
import { createHash } from 'node:crypto';
import type {
  CatalogChange,
  ChangePage,
  ChangeRequest,
  OrderChange,
  StorefrontAttribution,
  StorefrontOrder,
  StorefrontOrderLine,
  StorefrontRefund,
  StorefrontPort,
} from '@storeops/contract/ports/storefront';
import { toNumber, type StoreScope } from '@storeops/db';
import { applyDemoPromotions, loadDemoPromotions } from './demo-promotions';

/** Referrers of the demo storefront's orders: [referring_site, utm_source, utm_medium] (h[28] picks one). */
const DEMO_REFERRERS: ReadonlyArray<readonly [string | null, string | null, string | null]> = [
  [null, null, null],
  [null, null, null],
  ['https://www.google.com/', null, null],
  ['https://www.google.com/', 'google', 'cpc'],
  ['https://l.instagram.com/', 'instagram', 'paid_social'],
  [null, 'newsletter', 'email'],
  ['https://chatgpt.com/', 'chatgpt.com', 'referral'],
  ['https://www.perplexity.ai/', null, null],
];

/** The demo storefront's time slot: 15 minutes. */
export const SLOT_MS = 15 * 60_000;
/** Storefront order ids of the demo storefront: 6_000_000_000_000 + slot number. */
export const DEMO_ORDER_ID_BASE = 6_000_000_000_000;
/** Storefront refund ids of the demo storefront: 6_500_000_000_000 + slot number. */
export const DEMO_REFUND_ID_BASE = 6_500_000_000_000;
/** At most this many slots are looked at per read (about 42 days): a long-idle store catches up over several runs. */
const MAX_SLOTS = 4_000;

/**
 * The demo world of one store: its id and its epoch slot (the slot of the store's `created_at`).
 * What happens in a slot is drawn from the slot's offset from the epoch, not from the calendar, so
 * the same moment relative to the store's history (the seed anchors that history on a given date)
 * sees the same orders, refunds and edits whatever the date: a test run on any day, under any
 * injected clock, meets the same storefront. Ids still use the absolute slot (unique over time).
 */
interface DemoWorld {
  storeId: string;
  epochSlot: number;
}

async function demoWorld(req: ChangeRequest): Promise<DemoWorld> {
  const row = (await req.scope.store().first('created_at')) as { created_at: string } | undefined;
  const createdMs = row === undefined ? 0 : Date.parse(row.created_at);
  return { storeId: req.store.id, epochSlot: Number.isFinite(createdMs) ? Math.floor(createdMs / SLOT_MS) : 0 };
}

/** Deterministic bytes of (store, stream, slot offset from the store's epoch). */
function slotHash(world: DemoWorld, stream: string, slot: number): Buffer {
  return createHash('sha256')
    .update(`${world.storeId}:${stream}:${slot - world.epochSlot}`)
    .digest();
}
const unit = (h: Buffer, i: number): number => h.readUInt32BE(i) / 2 ** 32;

interface Sellable {
  product_id: string;
  variant_id: string;
  product_title: string;
  variant_title: string;
  sku: string;
  price_cents: number;
  compare_at_price_cents: number | null;
  inventory_quantity: number;
}

async function sellables(scope: StoreScope): Promise<Sellable[]> {
  const q = scope.from('variants', 'v');
  scope.join(q, { table: 'products', as: 'p', on: ['p.id', 'v.product_id'] });
  const rows = (await q
    .where('p.storefront_status', 'active')
    .orderBy('v.id')
    .select(
      'v.product_id',
      'v.id as variant_id',
      'p.title as product_title',
      'v.title as variant_title',
      'v.sku',
      'v.price_cents',
      'v.compare_at_price_cents',
      'v.inventory_quantity',
    )) as Sellable[];
  return rows.map((r) => ({
    ...r,
    price_cents: toNumber(r.price_cents) ?? 0,
    compare_at_price_cents: toNumber(r.compare_at_price_cents),
    inventory_quantity: toNumber(r.inventory_quantity) ?? 0,
  }));
}

/** The slots a read covers: after the cursor, up to `until`, at most MAX_SLOTS. */
function slotRange(req: ChangeRequest): { first: number; last: number } {
  const fromMs = Date.parse(req.cursor ?? req.since);
  const untilMs = Date.parse(req.until);
  const first = Math.floor(fromMs / SLOT_MS) + 1;
  return { first, last: Math.min(Math.floor(untilMs / SLOT_MS), first + MAX_SLOTS - 1) };
}

/** Takes whole slots until `limit` changes; the cursor is the last slot taken (or `until`). */
function page<T>(req: ChangeRequest, perSlot: (slot: number) => T[]): ChangePage<T> {
  const { first, last } = slotRange(req);
  const changes: T[] = [];
  let cursor = req.cursor ?? req.since;
  for (let slot = first; slot <= last; slot++) {
    const found = perSlot(slot);
    if (changes.length > 0 && changes.length + found.length > req.limit) return { changes, cursor, more: true };
    changes.push(...found);
    cursor = new Date(slot * SLOT_MS).toISOString();
  }
  const capped = last < Math.floor(Date.parse(req.until) / SLOT_MS);
  return { changes, cursor: capped ? cursor : req.until > cursor ? req.until : cursor, more: capped };
}

const CITIES = [
  ['Amsterdam', 'NL', '1012 AB'],
  ['Rotterdam', 'NL', '3011 AD'],
  ['Antwerp', 'BE', '2000'],
  ['Berlin', 'DE', '10115'],
  ['Paris', 'FR', '75003'],
  ['Vienna', 'AT', '1010'],
] as const;
const NAMES = ['Sanne de Vries', 'Lukas Peeters', 'Emma Janssen', 'Noah Müller', 'Léa Martin', 'Finn Bauer'] as const;
const REASONS = ['damaged', 'not_as_described', 'late_delivery', 'changed_mind', 'other'] as const;

/** The order the demo storefront takes in `slot`, if any (about 40% of slots). */
function demoOrderAt(world: DemoWorld, slot: number, catalog: readonly Sellable[]): StorefrontOrder | null {
  const h = slotHash(world, 'order', slot);
  if (catalog.length === 0 || unit(h, 0) >= 0.4) return null;
  const lineCount = 1 + Math.floor(unit(h, 4) * 3);
  const lines: StorefrontOrderLine[] = [];
  for (let i = 0; i < lineCount; i++) {
    const v = catalog[Math.floor(unit(h, 8 + i * 4) * catalog.length)]!;
    if (lines.some((l) => l.variant_id === v.variant_id)) continue;
    lines.push({
      product_id: v.product_id,
      variant_id: v.variant_id,
      title: `${v.product_title} - ${v.variant_title}`,
      sku: v.sku,
      quantity: 1 + (h[20]! % 3 === 0 ? 1 : 0),
      unit_price_cents: v.price_cents,
    });
  }
  const subtotal = lines.reduce((a, l) => a + l.quantity * l.unit_price_cents, 0);
  const [city, country, postal] = CITIES[h[21]! % CITIES.length]!;
  return {
    external_id: String(DEMO_ORDER_ID_BASE + slot),
    created_at: new Date(slot * SLOT_MS - (h.readUInt16BE(22) % 900) * 1000).toISOString(),
    customer_ref: `cus_sf${h.toString('hex').slice(24, 36)}`,
    channel: 'online_store',
    shipping_address: {
      name: NAMES[h[26]! % NAMES.length]!,
      address1: `${1 + (h[27]! % 180)} Market Street`,
      address2: null,
      city,
      province_code: null,
      postal_code: postal,
      country_code: country,
      phone: null,
    },
    lines,
    shipping_cents: subtotal >= 7_500 ? 0 : 495,
    tax_rate: 0.21,
    attribution: demoAttribution(h[28]!),
  };
}

function demoAttribution(byte: number): StorefrontAttribution {
  const [referring_site, utm_source, utm_medium] = DEMO_REFERRERS[byte % DEMO_REFERRERS.length]!;
  const query =
    utm_source === null ? '' : `?utm_source=${encodeURIComponent(utm_source)}&utm_medium=${encodeURIComponent(utm_medium ?? '')}`;
  return { referring_site, landing_site: `/${query}`, utm_source, utm_medium, utm_campaign: null };
}

/** The refund the demo storefront makes in `slot`, if any: of the order of a slot 1 to 48 hours earlier. */
function demoRefundAt(world: DemoWorld, slot: number, catalog: readonly Sellable[]): StorefrontRefund | null {
  const h = slotHash(world, 'refund', slot);
  if (unit(h, 0) >= 0.06) return null;
  const target = slot - (4 + (h.readUInt16BE(4) % 189));
  if (demoOrderAt(world, target, catalog) === null) return null;
  return {
    external_id: String(DEMO_REFUND_ID_BASE + slot),
    order_external_id: String(DEMO_ORDER_ID_BASE + target),
    created_at: new Date(slot * SLOT_MS - (h.readUInt16BE(6) % 900) * 1000).toISOString(),
    scope: h[8]! % 2 === 0 ? 'remaining' : 'first_line',
    reason: REASONS[h[9]! % REASONS.length]!,
  };
}

/** The catalog edit the demo storefront makes in `slot`, if any (about 12% of slots). */
function demoCatalogChangeAt(world: DemoWorld, slot: number, catalog: readonly Sellable[]): CatalogChange | null {
  const h = slotHash(world, 'catalog', slot);
  if (catalog.length === 0 || unit(h, 0) >= 0.12) return null;
  const v = catalog[Math.floor(unit(h, 4) * catalog.length)]!;
  const at = new Date(slot * SLOT_MS - (h.readUInt16BE(8) % 900) * 1000).toISOString();
  const pick = unit(h, 12);
  if (pick < 0.45) {
    // A price move of -10..+10 %, to a .95 price point, never the same price.
    const factor = 0.9 + 0.2 * unit(h, 16);
    let price = Math.max(95, Math.floor((v.price_cents * factor) / 100) * 100 + 95);
    if (price === v.price_cents) price += 100;
    return { type: 'price', at, variant_id: v.variant_id, price_cents: price };
  }
  if (pick < 0.65)
    return {
      type: 'compare_at_price',
      at,
      variant_id: v.variant_id,
      compare_at_price_cents: v.compare_at_price_cents === null ? Math.ceil((v.price_cents * 1.25) / 100) * 100 : null,
    };
  if (pick < 0.9) return { type: 'inventory', at, variant_id: v.variant_id, inventory_quantity: v.inventory_quantity + 5 + (h[20]! % 36) };
  const suffix = ' (new season)';
  const title = v.product_title.endsWith(suffix) ? v.product_title.slice(0, -suffix.length) : `${v.product_title}${suffix}`;
  return { type: 'title', at, product_id: v.product_id, title };
}

/**
 * The embedded demo storefront: a pure function of (store id, 15-minute slot counted from the
 * store's `created_at`, see {@link DemoWorld}) and the catalog the service holds (active products' variants, current prices). About 40% of slots take an
 * order (1..3 lines, 21% VAT on goods and shipping after discounts, free shipping from 75.00;
 * the store's active discounts and codes applied, demo-promotions.ts), about 6% refund an
 * order of a slot 1..48 hours earlier (everything remaining, or its first line), about 12% edit
 * the catalog (price -10..+10 % to a .95 price point, compare-at price set to 125% or removed,
 * a restock of 5..40 units, a title toggling the suffix " (new season)"). Reading one period twice
 * answers the same orders and refunds (same ids), so the sync's dedupe creates nothing the
 * second time.
 */
export const demoChanges: Pick<StorefrontPort, 'ordersSince' | 'catalogChangesSince'> = {
  async ordersSince(req) {
    const [catalog, world] = await Promise.all([sellables(req.scope), demoWorld(req)]);
    // Discounts and discount codes change what customers pay (demo-promotions.ts).
    const promotions = await loadDemoPromotions(req.scope, req.store.id);
    return page(req, (slot) => {
      const out: OrderChange[] = [];
      const refund = demoRefundAt(world, slot, catalog);
      if (refund !== null) out.push({ type: 'refund', refund });
      const order = demoOrderAt(world, slot, catalog);
      if (order !== null) out.push({ type: 'order', order: applyDemoPromotions(order, promotions) });
      return out;
    });
  },
  async catalogChangesSince(req) {
    const [catalog, world] = await Promise.all([sellables(req.scope), demoWorld(req)]);
    return page(req, (slot) => {
      const change = demoCatalogChangeAt(world, slot, catalog);
      return change === null ? [] : [change];
    });
  },
};
