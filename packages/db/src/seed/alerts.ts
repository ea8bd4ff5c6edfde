/** Alerts of all three severities, about half of them resolved. */
import type { AlertRow, AlertSeverity } from '../tables';
import type { Thresholds } from './calibration';
import type { Campaign } from './campaigns';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import { apportion, type Rng } from './prng';
import { Clock, DAY_MS, MINUTE_MS, iso, money, toSecond } from './time';

interface Draft {
  kind: string;
  title: string;
  message: string;
  subject_ref: string | null;
}

type Maker = (rng: Rng, severity: AlertSeverity) => Draft | null;

function timed(rng: Rng, clock: Clock, storeId: string, severity: AlertSeverity, draft: Draft, resolved: boolean): AlertRow {
  const ageDays = resolved ? rng.range(1, 60) : severity === 'info' ? rng.range(0.1, 20) : rng.range(0.05, 9);
  const detected = toSecond(clock.anchorMs - ageDays * DAY_MS);
  const resolvedAt = resolved ? clock.beforeAnchor(toSecond(detected + rng.int(10, 72 * 60) * MINUTE_MS)) : null;
  return {
    id: rng.uuid(),
    store_id: storeId,
    severity,
    ...draft,
    detected_at: iso(detected),
    resolved_at: resolvedAt === null ? null : iso(resolvedAt),
  };
}

function generate(rng: Rng, clock: Clock, storeId: string, total: number, makers: Record<AlertSeverity, readonly Maker[]>): AlertRow[] {
  const [critical, warning, info] = apportion(total, [7, 17, 16]) as [number, number, number];
  const rows: AlertRow[] = [];
  const plan: Array<[AlertSeverity, number]> = [
    ['critical', critical],
    ['warning', warning],
    ['info', info],
  ];
  for (const [severity, n] of plan) {
    for (let i = 0; i < n; i++) {
      let draft: Draft | null = null;
      for (let tries = 0; draft === null && tries < 10; tries++) draft = rng.pick(makers[severity])(rng, severity);
      if (draft === null) continue;
      // Keep at least one open alert per severity; otherwise about 55% are resolved.
      rows.push(timed(rng, clock, storeId, severity, draft, i > 0 && rng.chance(0.55)));
    }
  }
  return rows.sort((a, b) => (a.detected_at < b.detected_at ? -1 : 1));
}

const syncFailed =
  (source: string): Maker =>
  (rng, severity) => ({
    kind: 'sync_failed',
    title: severity === 'info' ? `${source} sync retried` : `${source} sync failed`,
    message:
      severity === 'info'
        ? `The sync succeeded on attempt ${rng.int(2, 4)} after a timeout from the platform.`
        : `The last ${rng.int(2, 6)} sync runs failed with HTTP ${rng.pick([500, 502, 503])}; data from it may be stale.`,
    subject_ref: null,
  });

export function hostedAlerts(
  rng: Rng,
  clock: Clock,
  storeId: string,
  currency: string,
  products: readonly ProductPlan[],
  thresholds: Thresholds,
  total: number,
): AlertRow[] {
  const live = products.filter((p) => p.row.lifecycle_state !== 'draft');
  const lowRoas = live.filter((p) => p.row.current_roas !== null && p.row.current_roas < thresholds.roas.floor);
  const stockouts = live.flatMap((p) => p.variants.filter((v) => v.inventory_quantity === 0).map((v) => [p, v] as const));
  const advertised = live.filter((p) => p.campaignId !== null);
  const roasBelow: Maker = (r) => {
    const p = lowRoas.length > 0 ? r.pick(lowRoas) : null;
    if (p === null) return null;
    return {
      kind: 'roas_below_floor',
      title: `ROAS below floor: ${p.row.title}`,
      message: `7-day ROAS ${(p.row.current_roas as number).toFixed(2)} is below the calibrated floor of ${thresholds.roas.floor.toFixed(2)}.`,
      subject_ref: `product:${p.row.id}`,
    };
  };
  const stockout: Maker = (r, severity) => {
    if (stockouts.length === 0) return null;
    const [p, v] = r.pick(stockouts);
    return {
      kind: 'stockout',
      title: severity === 'info' ? `Low stock soon: ${p.row.title}` : `Out of stock: ${p.row.title} (${v.title})`,
      message: `${v.sku} has 0 units; ${p.campaignId !== null ? 'its campaign is still spending.' : 'it is not advertised.'}`,
      subject_ref: `product:${p.row.id}`,
    };
  };
  const feed: Maker = (r, severity) => {
    const p = r.pick(live.length > 0 ? live : products);
    return {
      kind: 'feed_disapproval',
      title: `Merchant feed ${severity === 'info' ? 'warning' : 'disapproval'}: ${p.row.title}`,
      message: r.pick([
        'Missing GTIN on one or more variants.',
        'Image below 800 x 800 px.',
        'Price in feed differs from the landing page.',
      ]),
      subject_ref: `product:${p.row.id}`,
    };
  };
  const spend: Maker = (r, severity) => {
    if (advertised.length === 0) return null;
    const p = r.pick(advertised);
    const share = severity === 'critical' ? r.int(100, 112) : severity === 'warning' ? r.int(85, 99) : r.int(70, 84);
    return {
      kind: 'spend_ceiling',
      title: `Campaign spend at ${share}% of ceiling`,
      message: `Campaign ${p.campaignId} (${p.row.title}) spent ${money(Math.round((Math.max(500, p.dailyBudgetCents) * share) / 100), currency)} today.`,
      subject_ref: `campaign:${p.campaignId}`,
    };
  };
  const refundSpike: Maker = (r) => ({
    kind: 'refund_spike',
    title: 'Refund rate above ceiling',
    message: `Refunds over the last 7 days reached ${(thresholds.refund_rate.ceiling * 100 * r.range(1.1, 1.6)).toFixed(1)}% of revenue (ceiling ${(thresholds.refund_rate.ceiling * 100).toFixed(1)}%).`,
    subject_ref: null,
  });
  return generate(rng, clock, storeId, total, {
    critical: [roasBelow, stockout, spend, refundSpike, syncFailed('Storefront')],
    warning: [roasBelow, stockout, feed, spend, refundSpike],
    info: [feed, syncFailed('Storefront'), spend, stockout],
  });
}

export function businessAlerts(
  rng: Rng,
  clock: Clock,
  storeId: string,
  currency: string,
  campaigns: readonly Campaign[],
  orders: readonly OrderPlan[],
  thresholds: Thresholds,
  total: number,
): AlertRow[] {
  const refunded = orders.filter((o) => o.refunds.length > 0);
  const roasBelow: Maker = (r) => {
    const c = r.pick(campaigns);
    return {
      kind: 'roas_below_floor',
      title: `ROAS below floor: ${c.name}`,
      message: `7-day ROAS ${(thresholds.roas.floor * r.range(0.4, 0.95)).toFixed(2)} is below the calibrated floor of ${thresholds.roas.floor.toFixed(2)}.`,
      subject_ref: `campaign:${c.id}`,
    };
  };
  const spend: Maker = (r, severity) => {
    const c = r.pick(campaigns);
    const share = severity === 'critical' ? r.int(100, 115) : severity === 'warning' ? r.int(85, 99) : r.int(70, 84);
    return {
      kind: 'spend_ceiling',
      title: `Campaign spend at ${share}% of ceiling`,
      message: `${c.name} spent ${money(Math.round((c.dailyBudgetCents * share) / 100), currency)} today.`,
      subject_ref: `campaign:${c.id}`,
    };
  };
  const refundSpike: Maker = (r) => {
    if (refunded.length === 0) return null;
    const o = r.pick(refunded);
    return {
      kind: 'refund_spike',
      title: `Large refund on order #${o.row.order_number}`,
      message: `${money(o.row.refunded_cents, currency)} refunded; refund rate ceiling is ${(thresholds.refund_rate.ceiling * 100).toFixed(1)}%.`,
      subject_ref: `order:${o.row.id}`,
    };
  };
  return generate(rng, clock, storeId, total, {
    critical: [spend, refundSpike, syncFailed('Marketplace')],
    warning: [roasBelow, spend, refundSpike],
    info: [spend, syncFailed('Ad account')],
  });
}
