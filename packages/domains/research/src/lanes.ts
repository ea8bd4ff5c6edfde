/**
 * The six discovery lanes of get_research_candidates (seed "Alternate surface": trend, supplier,
 * repeat-buyer, geo, gap, refresh): each a deterministic rule over the store's own rows (rows.ts),
 * with the thresholds written once here and in the rule text the result carries. No language
 * model; the same rows on the same UTC day give the same candidates.
 */
import { toMajor, toMinor, type Types } from '@storeops/contract';
import { round1, round2 } from './common';
import type { ResearchRows } from './rows';

/** One evidence item: `metric` is `value` (in `unit`) over `window`, read from `source`. */
function evidenceItem(
  metric: string,
  value: number,
  unit: Types.ResearchEvidence['unit'],
  window: string,
  source: string,
): Types.ResearchEvidence {
  return { metric, value, unit, window, source };
}

export type Lane = Types.ResearchLane;
export type Candidate = Omit<Types.ResearchCandidate, 'rank'>;
export const LANES: readonly Lane[] = ['trend', 'supplier', 'repeat-buyer', 'geo', 'gap', 'refresh'];

export const RULES: Record<Lane, string> = {
  trend:
    'Products with at least 100 sessions in the last 28 days whose sessions grew at least 25% over the previous 28 days (at least 50 then); score = growth in percent (performance_daily).',
  supplier:
    "Vendors with at least 50 orders of their products in the last 90 days, at least 5 of them refunded as damaged or not_as_described, at a rate at least 1.2 times the store's overall quality refund rate; score = the vendor's rate (orders, order_line_items, refunds, products).",
  'repeat-buyer':
    'Products bought by at least 50 distinct customers of whom at least 5 (and at least 4%) bought the product again in a later order; score = that reorder share (orders, order_line_items, all history).',
  geo: 'Regions (country-province of the shipping address) with at least 10 orders in the last 28 days, up at least 15% over the previous 28 days (at least 1 then); score = growth in percent (orders, cancelled orders excluded).',
  gap: 'Products with a sold-out variant (inventory 0) that sold at least 2 units in the last 28 days; score = units of the sold-out variants sold (variants, order_line_items).',
  refresh:
    'Products whose revenue fell at least 50% (last 28 days vs the previous 28, previous at least 500 in the store currency), or whose published reviews (at least 3) average below 3.5 stars; score = the decline in percent, or (5 - average rating) x 20 (performance_daily, reviews).',
};

const ACTION: Record<Lane, Types.ResearchCandidate['suggested_action']> = {
  trend: 'scale_up',
  supplier: 'review_supplier',
  'repeat-buyer': 'bundle_or_subscribe',
  geo: 'target_region',
  gap: 'restock',
  refresh: 'refresh_listing',
};

const pct = (now: number, before: number): number => round1(((now - before) / before) * 100);

function productCandidate(
  lane: Lane,
  rows: ResearchRows,
  productId: string,
  score: number,
  headline: string,
  evidence: Types.ResearchEvidence[],
): Candidate | null {
  const p = rows.products.get(productId);
  if (p === undefined) return null;
  return {
    id: `${lane}:${productId}`,
    lane,
    score,
    subject_kind: 'product',
    subject_ref: productId,
    subject_label: p.title,
    product_id: productId,
    handle: p.handle,
    headline,
    suggested_action: ACTION[lane],
    evidence,
  };
}

function trend(rows: ResearchRows): Candidate[] {
  const out: Candidate[] = [];
  for (const [id, perf] of rows.performance) {
    if (perf.last.sessions < 100 || perf.prev.sessions < 50) continue;
    const growth = pct(perf.last.sessions, perf.prev.sessions);
    if (growth < 25) continue;
    const title = rows.products.get(id)?.title ?? id;
    const c = productCandidate(
      'trend',
      rows,
      id,
      growth,
      `${title}: sessions up ${growth}% (${perf.prev.sessions} -> ${perf.last.sessions}) over 28 days.`,
      [
        evidenceItem('sessions', perf.last.sessions, 'count', 'last_28_days', 'performance_daily'),
        evidenceItem('sessions', perf.prev.sessions, 'count', 'previous_28_days', 'performance_daily'),
        evidenceItem('sessions_growth', growth, 'percent', 'last_28_days', 'performance_daily'),
        evidenceItem('revenue', toMajor(perf.last.revenueCents, rows.currency), 'money', 'last_28_days', 'performance_daily'),
        evidenceItem('conversions', perf.last.conversions, 'count', 'last_28_days', 'performance_daily'),
      ],
    );
    if (c !== null) out.push(c);
  }
  return out;
}

function supplier(rows: ResearchRows): Candidate[] {
  const isQuality = (reason: string): boolean => reason === 'damaged' || reason === 'not_as_described';
  const qualityOrders = new Set(rows.refunds.filter((r) => isQuality(r.reason)).map((r) => r.orderId));
  const orders = new Map<string, Set<string>>();
  const allOrders = new Set<string>();
  for (const li of rows.lineItems) {
    const o = rows.orders.get(li.orderId);
    const vendor = li.productId !== null ? rows.products.get(li.productId)?.vendor : undefined;
    if (o === undefined || vendor === undefined || o.createdAt < rows.window.last90Start) continue;
    if (!orders.has(vendor)) orders.set(vendor, new Set());
    orders.get(vendor)!.add(o.id);
    allOrders.add(o.id);
  }
  if (allOrders.size === 0) return [];
  const storeRate = [...allOrders].filter((id) => qualityOrders.has(id)).length / allOrders.size;
  const out: Candidate[] = [];
  for (const [vendor, ids] of orders) {
    if (ids.size < 50) continue;
    const quality = rows.refunds.filter((r) => ids.has(r.orderId) && isQuality(r.reason));
    const refundOrders = new Set(quality.map((r) => r.orderId)).size;
    const rawRate = refundOrders / ids.size;
    if (refundOrders < 5 || rawRate < storeRate * 1.2) continue;
    const rate = Math.round(rawRate * 10_000) / 10_000;
    const damaged = quality.filter((r) => r.reason === 'damaged').length;
    out.push({
      id: `supplier:${vendor}`,
      lane: 'supplier',
      score: rate,
      subject_kind: 'vendor',
      subject_ref: vendor,
      subject_label: vendor,
      product_id: null,
      handle: null,
      headline: `${vendor}: ${refundOrders} of ${ids.size} orders (${round1(rawRate * 100)}%) refunded as damaged or not as described in 90 days; store-wide ${round1(storeRate * 100)}%.`,
      suggested_action: 'review_supplier',
      evidence: [
        evidenceItem('orders', ids.size, 'count', 'last_90_days', 'orders'),
        evidenceItem('quality_refund_orders', refundOrders, 'count', 'last_90_days', 'refunds'),
        evidenceItem('quality_refund_rate', rate, 'ratio', 'last_90_days', 'refunds'),
        evidenceItem('store_quality_refund_rate', Math.round(storeRate * 10_000) / 10_000, 'ratio', 'last_90_days', 'refunds'),
        evidenceItem('damaged_refunds', damaged, 'count', 'last_90_days', 'refunds'),
        evidenceItem('not_as_described_refunds', quality.length - damaged, 'count', 'last_90_days', 'refunds'),
        evidenceItem(
          'quality_refunded',
          toMajor(
            quality.reduce((sum, r) => sum + r.amountCents, 0),
            rows.currency,
          ),
          'money',
          'last_90_days',
          'refunds',
        ),
      ],
    });
  }
  return out;
}

function repeatBuyer(rows: ResearchRows): Candidate[] {
  // product -> customer -> distinct orders containing the product
  const orderSets = new Map<string, Map<string, Set<string>>>();
  for (const li of rows.lineItems) {
    const o = rows.orders.get(li.orderId);
    if (o === undefined || li.productId === null) continue;
    let byCustomer = orderSets.get(li.productId);
    if (byCustomer === undefined) orderSets.set(li.productId, (byCustomer = new Map()));
    let set = byCustomer.get(o.customerRef);
    if (set === undefined) byCustomer.set(o.customerRef, (set = new Set()));
    set.add(o.id);
  }
  const out: Candidate[] = [];
  for (const [id, byCustomer] of orderSets) {
    const buyers = byCustomer.size;
    if (buyers < 50) continue;
    const again = [...byCustomer.values()].filter((s) => s.size >= 2).length;
    const share = again / buyers;
    if (again < 5 || share < 0.04) continue;
    const orders = [...byCustomer.values()].reduce((sum, s) => sum + s.size, 0);
    const title = rows.products.get(id)?.title ?? id;
    const c = productCandidate(
      'repeat-buyer',
      rows,
      id,
      Math.round(share * 10_000) / 10_000,
      `${title}: ${again} of its ${buyers} buyers (${round1(share * 100)}%) bought it again.`,
      [
        evidenceItem('buyers', buyers, 'count', 'all_history', 'orders'),
        evidenceItem('repeat_buyers', again, 'count', 'all_history', 'orders'),
        evidenceItem('repeat_buyer_share', Math.round(share * 10_000) / 10_000, 'ratio', 'all_history', 'orders'),
        evidenceItem('orders_with_product', orders, 'count', 'all_history', 'order_line_items'),
      ],
    );
    if (c !== null) out.push(c);
  }
  return out;
}

function geo(rows: ResearchRows): Candidate[] {
  const counts = new Map<string, { last: number; prev: number; lastCents: number; cities: Map<string, number> }>();
  for (const o of rows.orders.values()) {
    if (o.region === null || o.cancelled) continue;
    const inLast = o.createdAt >= rows.window.lastStart && o.createdAt < rows.window.end;
    const inPrev = o.createdAt >= rows.window.prevStart && o.createdAt < rows.window.lastStart;
    if (!inLast && !inPrev) continue;
    let c = counts.get(o.region.code);
    if (c === undefined) counts.set(o.region.code, (c = { last: 0, prev: 0, lastCents: 0, cities: new Map() }));
    if (inLast) {
      c.last += 1;
      c.lastCents += o.totalCents;
    } else c.prev += 1;
    c.cities.set(o.region.city, (c.cities.get(o.region.city) ?? 0) + 1);
  }
  const out: Candidate[] = [];
  for (const [code, c] of counts) {
    if (c.last < 10 || c.prev < 1) continue;
    const growth = pct(c.last, c.prev);
    if (growth < 15) continue;
    const city = [...c.cities.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const label = `${city}, ${code.split('-')[0]}`;
    out.push({
      id: `geo:${code}`,
      lane: 'geo',
      score: growth,
      subject_kind: 'region',
      subject_ref: code,
      subject_label: label,
      product_id: null,
      handle: null,
      headline: `${code} (${label}): ${c.last} orders in 28 days, ${c.prev} the 28 before (+${growth}%).`,
      suggested_action: 'target_region',
      evidence: [
        evidenceItem('orders', c.last, 'count', 'last_28_days', 'orders'),
        evidenceItem('orders', c.prev, 'count', 'previous_28_days', 'orders'),
        evidenceItem('orders_growth', growth, 'percent', 'last_28_days', 'orders'),
        evidenceItem('order_total', toMajor(c.lastCents, rows.currency), 'money', 'last_28_days', 'orders'),
      ],
    });
  }
  return out;
}

function gap(rows: ResearchRows): Candidate[] {
  const soldOut = new Map<string, { productId: string; title: string }>();
  for (const v of rows.variants) if (v.inventory === 0) soldOut.set(v.id, { productId: v.productId, title: v.title });
  const units = new Map<string, { units: number; variants: Set<string> }>();
  for (const li of rows.lineItems) {
    if (li.variantId === null || !soldOut.has(li.variantId)) continue;
    const o = rows.orders.get(li.orderId);
    if (o === undefined || o.createdAt < rows.window.lastStart || o.createdAt >= rows.window.end) continue;
    const pid = soldOut.get(li.variantId)!.productId;
    let u = units.get(pid);
    if (u === undefined) units.set(pid, (u = { units: 0, variants: new Set() }));
    u.units += li.quantity;
    u.variants.add(li.variantId);
  }
  const out: Candidate[] = [];
  for (const [pid, u] of units) {
    if (u.units < 2) continue;
    const own = rows.variants.filter((v) => v.productId === pid);
    const total = own.length;
    const out0 = own.filter((v) => v.inventory === 0).length;
    const title = rows.products.get(pid)?.title ?? pid;
    const c = productCandidate(
      'gap',
      rows,
      pid,
      u.units,
      `${title}: ${u.units} units of ${u.variants.size} now sold-out variant(s) sold in 28 days; ${out0} of ${total} variants at 0.`,
      [
        evidenceItem('units_sold_sold_out_variants', u.units, 'count', 'last_28_days', 'order_line_items'),
        evidenceItem('sold_out_variants', out0, 'count', 'now', 'variants'),
        evidenceItem('variants', total, 'count', 'now', 'variants'),
      ],
    );
    if (c !== null) out.push(c);
  }
  return out;
}

function refresh(rows: ResearchRows): Candidate[] {
  const ratings = new Map<string, number[]>();
  for (const r of rows.reviews) {
    const list = ratings.get(r.productId);
    if (list === undefined) ratings.set(r.productId, [r.rating]);
    else list.push(r.rating);
  }
  const ids = new Set([...rows.performance.keys(), ...ratings.keys()]);
  const out: Candidate[] = [];
  for (const id of ids) {
    const perf = rows.performance.get(id);
    const rs = ratings.get(id) ?? [];
    const avg = rs.length > 0 ? rs.reduce((a, b) => a + b, 0) / rs.length : null;
    const decline =
      perf !== undefined && perf.prev.revenueCents >= toMinor(500, rows.currency)
        ? -pct(perf.last.revenueCents, perf.prev.revenueCents)
        : null;
    const declining = decline !== null && decline >= 50;
    const poorlyRated = avg !== null && rs.length >= 3 && avg < 3.5;
    if (!declining && !poorlyRated) continue;
    const score = round1(Math.max(declining ? decline : 0, poorlyRated ? (5 - avg) * 20 : 0));
    const title = rows.products.get(id)?.title ?? id;
    const evidence: Types.ResearchEvidence[] = [];
    if (perf !== undefined) {
      evidence.push(
        evidenceItem('revenue', toMajor(perf.last.revenueCents, rows.currency), 'money', 'last_28_days', 'performance_daily'),
        evidenceItem('revenue', toMajor(perf.prev.revenueCents, rows.currency), 'money', 'previous_28_days', 'performance_daily'),
      );
      if (decline !== null) evidence.push(evidenceItem('revenue_change', -decline, 'percent', 'last_28_days', 'performance_daily'));
    }
    if (avg !== null) {
      evidence.push(
        evidenceItem('average_rating', round2(avg), 'rating', 'all_history', 'reviews'),
        evidenceItem('reviews', rs.length, 'count', 'all_history', 'reviews'),
      );
    }
    const why = [
      declining ? `revenue down ${decline}% over 28 days` : null,
      poorlyRated ? `average rating ${round2(avg)} from ${rs.length} reviews` : null,
    ].filter((x) => x !== null);
    const c = productCandidate('refresh', rows, id, score, `${title}: ${why.join('; ')}.`, evidence);
    if (c !== null) out.push(c);
  }
  return out;
}

const COMPUTE: Record<Lane, (rows: ResearchRows) => Candidate[]> = {
  trend,
  supplier,
  'repeat-buyer': repeatBuyer,
  geo,
  gap,
  refresh,
};

/** The candidates of `lane`, ranked: score descending, ties by subject_ref. */
export function laneCandidates(lane: Lane, rows: ResearchRows): Types.ResearchCandidate[] {
  return COMPUTE[lane](rows)
    .sort((a, b) => b.score - a.score || a.subject_ref.localeCompare(b.subject_ref))
    .map((c, i) => ({ ...c, rank: i + 1 }));
}
