/**
 * Seed passes over the generated hosted orders (each with its own PRNG fork, so no other
 * table's random stream moves):
 *
 * - {@link seedCannibalPairs} (fork `cannibalization`, runs BEFORE performance_daily is built, so
 *   performance agrees with the order lines): a few pairs of products of the same `product_type`
 *   whose sales move against each other. For each pair the window is cut into blocks of 6..12 days;
 *   each block favours one product of the pair (it gets ~95% of the pair's order lines of that day,
 *   the other ~5%), as a price promotion or a featured slot on one of two substitutes does. A moved
 *   line takes the other product's variant closest in price, at that variant's price, and its
 *   order's totals are recomputed (same discount rate, shipping and tax rate); orders with refunds
 *   or holding both products are left alone. Pairs: the two best-selling unadvertised products
 *   on sale for (almost) the whole window in each product type, at most {@link MAX_PAIRS}, strongest
 *   volume first, only when the pair has at least one order line per day on average.
 * - {@link seedOrderAttribution} (fork `attribution`, a commerce extension): where each online-store
 *   order came from, in Shopify's field names (`referring_site`, `landing_site`, `utm_*`): direct,
 *   search, paid search, paid social, e-mail, other sites and AI assistants (ChatGPT, Perplexity,
 *   Gemini, Copilot, Claude), the assistants' share growing over the window. Marketplace, POS and
 *   the business store's orders have no attribution (null).
 */
import type { CommerceSeed } from './commerce';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { WINDOW_DAYS } from './time';

/** At most this many seeded cannibalizing pairs. */
export const MAX_PAIRS = 3;

/** A seeded pair (handles), for tests and docs. */
export interface CannibalPair {
  a: ProductPlan;
  b: ProductPlan;
}

/**
 * Recompute an order's money after its lines changed, keeping its discount rate, shipping and tax
 * rate (total = subtotal - discount + shipping + tax).
 */
function reprice(o: OrderPlan): void {
  const row = o.row;
  const base = row.subtotal_cents - row.discount_cents + row.shipping_cents;
  const taxRate = base > 0 ? Math.round((row.tax_cents / base) * 10_000) / 10_000 : 0;
  const discountRate = row.subtotal_cents > 0 ? Math.round((row.discount_cents / row.subtotal_cents) * 100) / 100 : 0;
  row.subtotal_cents = o.lines.reduce((sum, l) => sum + l.total_cents, 0);
  row.discount_cents = Math.round(row.subtotal_cents * discountRate);
  row.tax_cents = Math.round((row.subtotal_cents - row.discount_cents + row.shipping_cents) * taxRate);
  row.total_cents = row.subtotal_cents - row.discount_cents + row.shipping_cents + row.tax_cents;
}

/** Choose the pairs and move their order lines (see the module comment). Mutates `orders`' lines. */
export function seedCannibalPairs(rng: Rng, products: readonly ProductPlan[], orders: readonly OrderPlan[]): CannibalPair[] {
  const lines = new Map<string, number>();
  for (const o of orders) for (const l of o.lines) if (l.product_id !== null) lines.set(l.product_id, (lines.get(l.product_id) ?? 0) + 1);
  const byType = new Map<string, ProductPlan[]>();
  for (const p of products) {
    if (p.targetRoas !== null || p.sellFrom > 10 || p.sellUntil < WINDOW_DAYS || p.variants.length === 0) continue;
    const list = byType.get(p.row.product_type) ?? [];
    list.push(p);
    byType.set(p.row.product_type, list);
  }
  const count = (p: ProductPlan) => lines.get(p.row.id) ?? 0;
  const pairs = [...byType.values()]
    .filter((list) => list.length >= 2)
    .map((list) => {
      const [a, b] = [...list].sort((x, y) => count(y) - count(x) || x.row.handle.localeCompare(y.row.handle));
      return { a: a!, b: b!, volume: count(a!) + count(b!) };
    })
    .filter((p) => p.volume >= WINDOW_DAYS)
    .sort((x, y) => y.volume - x.volume || x.a.row.handle.localeCompare(y.a.row.handle))
    .slice(0, MAX_PAIRS);

  for (const { a, b } of pairs) {
    // Which product each window day favours: blocks of 6..12 days, alternating.
    const favoursA: boolean[] = [];
    let current = rng.chance(0.5);
    while (favoursA.length < WINDOW_DAYS) {
      const len = rng.int(6, 12);
      for (let k = 0; k < len; k++) favoursA.push(current);
      current = !current;
    }
    for (const o of orders) {
      const ids = new Set(o.lines.map((l) => l.product_id));
      // An order holding both keeps them; refunded orders keep their lines (refunds name amounts).
      if ((ids.has(a.row.id) && ids.has(b.row.id)) || o.refunds.length > 0) continue;
      let moved = false;
      for (const line of o.lines) {
        if (line.product_id !== a.row.id && line.product_id !== b.row.id) continue;
        const target = rng.chance(favoursA[o.day] ? 0.95 : 0.05) ? a : b;
        if (line.product_id === target.row.id) continue;
        // The target's variant closest in price, at its own price.
        const v = [...target.variants].sort(
          (x, y) =>
            Math.abs(x.price_cents - line.unit_price_cents) - Math.abs(y.price_cents - line.unit_price_cents) || x.position - y.position,
        )[0]!;
        line.product_id = target.row.id;
        line.variant_id = v.id;
        line.title = v.title === 'Default Title' ? target.row.title : `${target.row.title} - ${v.title}`;
        line.sku = v.sku;
        line.unit_price_cents = v.price_cents;
        line.total_cents = line.quantity * v.price_cents;
        moved = true;
      }
      if (moved) reprice(o);
    }
  }
  return pairs.map(({ a, b }) => ({ a, b }));
}

type Source = readonly [
  referrer: string | null,
  utm: readonly [source: string, medium: string, campaign: string | null] | null,
  weight: number,
];

/** Non-AI sources of online-store visits (weights relative to each other). */
const SOURCES: readonly Source[] = [
  [null, null, 30],
  ['https://www.google.com/', null, 22],
  ['https://www.google.com/', ['google', 'cpc', 'shopping_all_products'], 12],
  ['https://www.bing.com/', null, 3],
  ['https://duckduckgo.com/', null, 2],
  ['https://l.instagram.com/', ['instagram', 'paid_social', 'autumn_collection'], 6],
  ['https://m.facebook.com/', ['facebook', 'paid_social', 'retargeting_30d'], 5],
  [null, ['newsletter', 'email', 'weekly_edit'], 7],
  ['https://www.pinterest.com/', null, 3],
  ['https://www.theguardian.com/fashion', null, 1],
];

/**
 * AI assistant visits: several ways each assistant shows up (referrer and/or utm_source, as the
 * assistants send them). Weights relative to each other.
 */
const AI_SOURCES: readonly Source[] = [
  ['https://chatgpt.com/', ['chatgpt.com', 'referral', null], 30],
  [null, ['chatgpt.com', 'referral', null], 8],
  ['https://chat.openai.com/', null, 3],
  ['https://www.perplexity.ai/', null, 10],
  ['https://perplexity.ai/search/linen-shirts', ['perplexity', 'referral', null], 3],
  ['https://gemini.google.com/', null, 8],
  ['https://copilot.microsoft.com/', null, 6],
  [null, ['copilot', 'referral', null], 2],
  ['https://claude.ai/', null, 5],
];

const pickSource = (rng: Rng, list: readonly Source[]): Source => rng.weighted(list.map((s) => [s, s[2]] as const));

/** Share of online-store orders referred by an AI assistant on window day `d` (2% → 9%). */
export const aiShare = (d: number): number => 0.02 + 0.07 * (d / (WINDOW_DAYS - 1));

/** Fill the attribution columns of the hosted online-store orders (the business store has none). */
export const seedOrderAttribution: CommerceSeed = (rng, input) => {
  const handles = new Map(input.hosted.products.map((p) => [p.row.id, p.row.handle]));
  for (const o of [...input.hosted.orders, ...input.business.orders]) {
    o.row.referring_site = null;
    o.row.landing_site = null;
    o.row.utm_source = null;
    o.row.utm_medium = null;
    o.row.utm_campaign = null;
  }
  for (const o of input.hosted.orders) {
    if (o.row.channel !== 'online_store') continue;
    const [referrer, utm] = rng.chance(aiShare(o.day)) ? pickSource(rng, AI_SOURCES) : pickSource(rng, SOURCES);
    const handle = handles.get(o.lines[0]?.product_id ?? '');
    const path = handle === undefined || rng.chance(0.25) ? '/' : `/products/${handle}`;
    const query =
      utm === null
        ? ''
        : `?${new URLSearchParams({ utm_source: utm[0], utm_medium: utm[1], ...(utm[2] === null ? {} : { utm_campaign: utm[2] }) })}`;
    o.row.referring_site = referrer;
    o.row.landing_site = `${path}${query}`;
    o.row.utm_source = utm?.[0] ?? null;
    o.row.utm_medium = utm?.[1] ?? null;
    o.row.utm_campaign = utm?.[2] ?? null;
  }
  return {};
};
