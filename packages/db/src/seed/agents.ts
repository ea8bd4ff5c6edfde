/** The automation agents of each demo store and the actions they take. */
import type { AgentMode, AgentRow, Tier } from '../tables';
import type { Rng } from './prng';
import { Clock, DAY_MS, MINUTE_MS, iso, toSecond } from './time';

export type Action =
  | 'transition_state'
  | 'hold'
  | 'raise_budget'
  | 'lower_budget'
  | 'pause_campaign'
  | 'adjust_price'
  | 'update_feed_item'
  | 'propose_discount'
  | 'escalate_thread'
  | 'flag_refund';

/** Risk tier of each action (seed "Risk tiers"). */
export const ACTION_TIER: Record<Action, Tier> = {
  transition_state: 'auto_write',
  hold: 'read',
  raise_budget: 'propose_write',
  lower_budget: 'auto_write',
  pause_campaign: 'auto_write',
  adjust_price: 'propose_write',
  update_feed_item: 'auto_write',
  propose_discount: 'propose_write',
  escalate_thread: 'auto_write',
  flag_refund: 'auto_write',
};

export interface AgentSpec {
  slug: string;
  name: string;
  description: string;
  mode: AgentMode;
  /** Share of the store's decisions. */
  weight: number;
  /** Actions other than `hold`, weighted. Every agent can also `hold`. */
  actions: readonly (readonly [Action, number])[];
  /** For `off` agents: switched off this many days before the anchor. */
  offDaysAgo?: number;
}

export const HOSTED_AGENTS: readonly AgentSpec[] = [
  {
    slug: 'lifecycle-manager',
    name: 'Lifecycle Manager',
    description:
      'Moves products between lifecycle states (testing, active, winner, scaling, declining, paused) from ROAS, sell-through and refunds.',
    mode: 'live',
    weight: 30,
    actions: [['transition_state', 1]],
  },
  {
    slug: 'ads-budget-pilot',
    name: 'Ads Budget Pilot',
    description: 'Raises, lowers or pauses product campaign budgets inside the store spend ceilings.',
    mode: 'live',
    weight: 30,
    actions: [
      ['lower_budget', 4],
      ['raise_budget', 3],
      ['pause_campaign', 2],
    ],
  },
  {
    slug: 'inventory-guard',
    name: 'Inventory Guard',
    description: 'Pauses advertising for products that are out of stock and resumes it on restock.',
    mode: 'live',
    weight: 10,
    actions: [['pause_campaign', 1]],
  },
  {
    slug: 'price-optimizer',
    name: 'Price Optimizer',
    description: 'Suggests variant price changes from conversion rate, margin and competitor prices.',
    mode: 'dry_run',
    weight: 12,
    actions: [['adjust_price', 1]],
  },
  {
    slug: 'feed-doctor',
    name: 'Feed Doctor',
    description: 'Repairs merchant-feed attributes that cause product disapprovals.',
    mode: 'dry_run',
    weight: 10,
    actions: [['update_feed_item', 1]],
  },
  {
    slug: 'promo-planner',
    name: 'Promotion Planner',
    description: 'Plans discount codes for slow-moving products.',
    mode: 'off',
    weight: 8,
    actions: [['propose_discount', 1]],
    offDaysAgo: 34,
  },
];

export const BUSINESS_AGENTS: readonly AgentSpec[] = [
  {
    slug: 'ads-budget-pilot',
    name: 'Ads Budget Pilot',
    description: 'Raises, lowers or pauses campaign budgets inside the business spend ceilings.',
    mode: 'live',
    weight: 50,
    actions: [
      ['lower_budget', 4],
      ['raise_budget', 3],
      ['pause_campaign', 2],
    ],
  },
  {
    slug: 'spend-guard',
    name: 'Spend Guard',
    description: 'Watches daily spend against ceilings and proposes cuts before a ceiling is hit.',
    mode: 'dry_run',
    weight: 25,
    actions: [
      ['lower_budget', 2],
      ['pause_campaign', 1],
    ],
  },
  {
    slug: 'cs-triage',
    name: 'Customer Service Triage',
    description: 'Ranks incoming customer-service threads and escalates the urgent ones.',
    mode: 'live',
    weight: 15,
    actions: [['escalate_thread', 1]],
  },
  {
    slug: 'refund-watch',
    name: 'Refund Watch',
    description: 'Flags unusual refunds for review by an operator.',
    mode: 'live',
    weight: 10,
    actions: [['flag_refund', 1]],
  },
];

/** Instant from which an agent no longer decides (its switch-off), or null. */
export function offSince(clock: Clock, spec: AgentSpec): number | null {
  return spec.mode === 'off' && spec.offDaysAgo !== undefined ? toSecond(clock.anchorMs - spec.offDaysAgo * DAY_MS + 11 * 3_600_000) : null;
}

export function agentRows(rng: Rng, clock: Clock, storeId: string, specs: readonly AgentSpec[]): AgentRow[] {
  return specs.map((s) => {
    const off = offSince(clock, s);
    return {
      id: rng.uuid(),
      store_id: storeId,
      slug: s.slug,
      name: s.name,
      description: s.description,
      mode: s.mode,
      last_run_at: iso(off ?? toSecond(clock.anchorMs - rng.int(2, 55) * MINUTE_MS - rng.int(0, 59) * 1000)),
    };
  });
}
