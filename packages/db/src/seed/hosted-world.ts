/** Decision subjects of the hosted store: its products and their campaigns. */
import type { LifecycleState } from '../tables';
import type { Action, AgentSpec } from './agents';
import type { Thresholds } from './calibration';
import type { ProductPlan } from './catalogue';
import type { DecisionWorld, PlannedDecision, Subject } from './decisions';
import { roasOver, sumDays, type ProductSeries } from './performance';
import type { Rng } from './prng';
import { Clock, DAY_MS, HOUR_MS, MINUTE_MS, WINDOW_DAYS, count, money, toSecond } from './time';

const NEXT: Record<string, readonly string[]> = {
  DRAFT: ['NEW'],
  NEW: ['TESTING'],
  TESTING: ['ACTIVE', 'PAUSED'],
  ACTIVE: ['WINNER', 'DECLINING', 'PAUSED'],
  WINNER: ['SCALING', 'DECLINING'],
  SCALING: ['WINNER', 'DECLINING'],
  DECLINING: ['PAUSED', 'RETIRED', 'ACTIVE'],
  PAUSED: ['ACTIVE', 'RETIRED'],
  RETIRED: ['ACTIVE'],
};

const PRODUCT_ACTIONS: ReadonlySet<Action> = new Set(['transition_state', 'hold', 'adjust_price', 'update_feed_item', 'propose_discount']);
const FEED_ISSUES = [
  'missing GTIN on {n} variants',
  'image below 800 x 800 px',
  'price mismatch between feed and landing page',
  'missing size attribute on {n} variants',
  'title longer than 150 characters',
];

const fmt = (x: number | null): string => (x === null ? 'n/a' : x.toFixed(2));
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export interface HostedWorldInput {
  storeId: string;
  currency: string;
  products: readonly ProductPlan[];
  series: Map<string, ProductSeries>;
  thresholds: Thresholds;
  agents: readonly AgentSpec[];
}

function stateAt(p: ProductPlan, atMs: number): LifecycleState {
  return atMs >= p.stateSinceMs ? p.row.lifecycle_state : p.previousState;
}

function subjectFor(input: HostedWorldInput, clock: Clock, p: ProductPlan, atMs: number, campaign: boolean, rng: Rng): Subject {
  const { currency, thresholds } = input;
  const s = input.series.get(p.row.id)!;
  const d = Math.min(WINDOW_DAYS, Math.max(0, clock.dayIndex(atMs)));
  const roas7 = roasOver(s, d - 7, d);
  const revenue7 = sumDays(s.revenue, d - 7, d);
  const revenuePrev = sumDays(s.revenue, d - 14, d - 7);
  const spend7 = sumDays(s.spend, d - 7, d);
  const sessions7 = sumDays(s.sessions, d - 7, d);
  const conv30 = sumDays(s.conversions, d - 30, d);
  const sessions30 = sumDays(s.sessions, d - 30, d);
  const state = campaign ? (d < p.adsUntil ? 'ACTIVE' : 'PAUSED') : stateAt(p, atMs).toUpperCase();
  const zeroVariants = p.variants.filter((v) => v.inventory_quantity === 0).length;
  const variant = p.variants[0]!;
  const budget = Math.max(500, p.dailyBudgetCents);
  const roasLine = `ROAS 7d ${fmt(roas7)} (floor ${fmt(thresholds.roas.floor)}, ceiling ${fmt(thresholds.roas.ceiling)})`;
  const wow = revenuePrev > 0 ? (revenue7 - revenuePrev) / revenuePrev : 0;
  const newPrice = Math.round((variant.price_cents * rng.range(0.85, 1.12)) / 100) * 100 - 5;
  const newBudget = (up: boolean) =>
    Math.max(300, Math.round((budget * (up ? rng.range(1.15, 1.5) : rng.range(0.5, 0.85))) / 100) * 100 + (up ? 100 : -100));

  const evidence = (action: Action, toState: string, changed: boolean): string[] => {
    const base = [roasLine, `Revenue 7d ${money(revenue7, currency)} (${wow >= 0 ? '+' : ''}${(wow * 100).toFixed(0)}% week over week)`];
    switch (action) {
      case 'hold':
        return [...base, `Sessions 7d ${count(sessions7)}`, 'All thresholds within band; nothing to change'];
      case 'transition_state':
        if (!changed) return [...base, `Criteria to leave ${state} not met`];
        if (toState === 'PAUSED' && zeroVariants > 0) return [`${zeroVariants} of ${p.variants.length} variants out of stock`, ...base];
        if (toState === 'TESTING' || toState === 'NEW')
          return [
            `Product published ${clock.anchorMs - atMs < 30 * DAY_MS ? 'recently' : 'in the catalogue'}`,
            `Test budget ${money(budget, currency)}/day`,
          ];
        return [
          ...base,
          `Conversion rate 30d ${sessions30 > 0 ? pct(conv30 / sessions30) : 'n/a'} (store median ${pct(thresholds.conversion_rate.p50)})`,
          `${state} -> ${toState}`,
        ];
      case 'raise_budget':
      case 'lower_budget': {
        const up = action === 'raise_budget';
        return [
          ...base,
          `Spend 7d ${money(spend7, currency)}`,
          changed
            ? `Daily budget ${money(budget, currency)} -> ${money(newBudget(up), currency)}`
            : `Daily budget stays ${money(budget, currency)}`,
        ];
      }
      case 'pause_campaign':
        return zeroVariants > 0
          ? [`Inventory 0 on ${zeroVariants} of ${p.variants.length} variants`, `Spend 7d ${money(spend7, currency)}`]
          : [...base, `Spend 7d ${money(spend7, currency)} below floor for ${rng.int(7, 14)} days`];
      case 'adjust_price':
        return [
          `Conversion rate 30d ${sessions30 > 0 ? pct(conv30 / sessions30) : 'n/a'} vs store median ${pct(thresholds.conversion_rate.p50)}`,
          `Competitor median price ${money(Math.round(newPrice * rng.range(0.95, 1.08)), currency)}`,
          changed
            ? `Proposed ${variant.sku}: ${money(variant.price_cents, currency)} -> ${money(newPrice, currency)}`
            : `Price ${money(variant.price_cents, currency)} already within 3% of optimum`,
        ];
      case 'update_feed_item':
        return [
          `Merchant feed: ${rng.pick(FEED_ISSUES).replace('{n}', String(rng.int(1, p.variants.length)))}`,
          `Disapproved in ${rng.int(1, 4)} countries`,
        ];
      case 'propose_discount':
        return [
          `Sell-through 30d ${pct(rng.range(0.05, 0.25))}`,
          `Inventory cover ${rng.int(60, 220)} days`,
          changed
            ? `Proposed code ${p.row.handle.split('-')[0]!.toUpperCase()}15: 15% off for 7 days`
            : 'Sell-through within target; no discount',
        ];
      default:
        return base;
    }
  };

  const reversal = (action: Action, fromState: string): string => {
    switch (action) {
      case 'transition_state':
        return `Transition ${p.row.handle} back to ${fromState} (transition_state)`;
      case 'raise_budget':
      case 'lower_budget':
        return `Set campaign ${p.campaignId} daily budget back to ${money(budget, currency)}`;
      case 'pause_campaign':
        return `Resume campaign ${p.campaignId}`;
      case 'adjust_price':
        return `Restore ${variant.sku} price to ${money(variant.price_cents, currency)}`;
      case 'update_feed_item':
        return `Restore the previous feed attributes of ${p.row.handle} from the feed snapshot`;
      case 'propose_discount':
        return `End the discount code on ${p.row.handle}`;
      default:
        return 'Nothing to undo: no change was made';
    }
  };

  return {
    productId: p.row.id,
    handle: p.row.handle,
    ref: campaign ? `campaign:${p.campaignId}` : `product:${p.row.handle}`,
    state,
    nextStates: campaign ? ['PAUSED'] : (NEXT[state] ?? []),
    evidence,
    reversal,
  };
}

/**
 * Decide when each product entered its current state; up to `maxPlanned` of those moves happened
 * inside the window and become `live` transition_state decisions by the lifecycle manager.
 */
export function planTransitions(rng: Rng, clock: Clock, input: HostedWorldInput, maxPlanned: number): PlannedDecision[] {
  const eligible = rng.shuffle(input.products.filter((p) => p.row.lifecycle_state !== 'draft'));
  const chosen = new Set(eligible.slice(0, Math.max(0, maxPlanned)));
  const planned: PlannedDecision[] = [];
  for (const p of input.products) {
    const createdMs = Date.parse(p.row.created_at);
    const state = p.row.lifecycle_state;
    if (!chosen.has(p)) {
      p.stateSinceMs = Math.max(createdMs, clock.dayStart(0) - rng.int(1, 60) * DAY_MS);
      continue;
    }
    let since: number;
    if (state === 'new') since = createdMs + rng.int(1, 6) * HOUR_MS;
    else if (state === 'testing') since = createdMs + rng.int(2, 5) * DAY_MS;
    else if (state === 'retired') since = clock.dayStart(Math.min(WINDOW_DAYS - 1, p.sellUntil)) + rng.int(1, 20) * HOUR_MS;
    else if (state === 'paused') since = clock.dayStart(Math.min(WINDOW_DAYS - 1, p.adsUntil)) - rng.int(1, 10) * HOUR_MS;
    else
      since = clock.dayStart(rng.int(Math.min(WINDOW_DAYS - 2, Math.max(10, p.sellFrom + 7)), WINDOW_DAYS - 2)) + rng.int(0, 23) * HOUR_MS;
    since = clock.beforeAnchor(toSecond(Math.max(since, createdMs + MINUTE_MS)));
    const atMs = toSecond(since - rng.int(1, 15) * MINUTE_MS);
    p.stateSinceMs = since;
    if (Date.parse(p.row.updated_at) < since) p.row.updated_at = new Date(since).toISOString();
    const subject = { ...subjectFor(input, clock, p, atMs, false, rng), state: p.previousState.toUpperCase() };
    planned.push({ atMs, agent: 'lifecycle-manager', action: 'transition_state', subject, toState: state.toUpperCase(), bucket: 'live' });
  }
  return planned;
}

export function hostedWorld(clock: Clock, input: HostedWorldInput, operator: string): DecisionWorld {
  const products = input.products.filter((p) => p.row.lifecycle_state !== 'draft' && p.variants.length > 0);
  const advertised = products.filter((p) => p.campaignId !== null);
  return {
    storeId: input.storeId,
    operator,
    agents: input.agents,
    plannedLiveOnly: new Set<Action>(['transition_state']),
    pickSubject(rng: Rng, action: Action, atMs: number, agent: AgentSpec): Subject | null {
      const d = clock.dayIndex(atMs);
      const campaign = !PRODUCT_ACTIONS.has(action) || (action === 'hold' && agent.actions.some(([a]) => !PRODUCT_ACTIONS.has(a)));
      const pool = campaign ? advertised : products;
      if (pool.length === 0) return null;
      for (let tries = 0; tries < 20; tries++) {
        const p = rng.pick(pool);
        if (p.sellFrom > d || (campaign && d >= p.adsUntil)) continue;
        if (agent.slug === 'inventory-guard' && tries < 10 && !p.variants.some((v) => v.inventory_quantity === 0)) continue;
        return subjectFor(input, clock, p, atMs, campaign, rng);
      }
      return null;
    },
  };
}
