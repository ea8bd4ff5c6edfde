/**
 * Governance history of the hosted demo store: the rows the documented request examples name
 * (every operation's first example answers 200 on a freshly seeded demo store),
 * shaped exactly as the write path stores them, so every operation on them works:
 *
 * - a price history: a price change of one variant proposed by the Price Optimizer and approved by
 *   an operator 9 days ago (its approval card and receipt; the variant's current price is the
 *   change's `after`), for `receipts_price_memory` / `receipts_list`;
 * - card A, `requested`: the Price Optimizer's next price change of that variant, its plan equal to
 *   what `storefront_update_variant_price` proposes against the seeded price (so approving it
 *   applies), for `approval_status` and the dashboard's inbox; it expires 72 h after it was made;
 * - card B, `requested`: an app's approval request (a supplier invoice), deadline 30 days, for
 *   `approval_withdraw`;
 * - two `active` intent declarations of the Ads Budget Pilot owning `daily_budget` of two enabled
 *   campaigns (each with its approved `intent_declare` card and receipts; the campaign holds the
 *   desired budget), ending 60 and 45 days after the anchor, for `intent_status`, `intent_release`
 *   and `intent_revert`;
 * - two policies: an enabled refund rule (orders domain) for `policy_update`, and a disabled
 *   weekly ads spend ceiling for `policy_delete`; neither gates an operation that exists today.
 *
 * Which rows: the first `winner` product (generation order) that is on the storefront and has at
 * least two variants, and not the product of the store's first or last SKU (rows other callers pick
 * by SKU order stay without seeded history); the enabled campaigns with the highest ids. Stores too
 * small to have them (tiny scales) get the rows that fit. Ids come from the PRNG, so the same seed
 * gives the same rows; at scale 1 they are the ids in spec/openapi/paths/** examples.
 * Credentials are named `agent:<slug>` / `app:<name>` (the demo has no keys before the first
 * start); decisions are by the operator `ops@northwind-outfitters.example`, as in the decisions.
 */
import type { AdCampaignRow, ApprovalRow, IntentRow, PolicyRow, ReceiptRow } from '../tables';
import { intentDeclarePlan } from '../intents';
import type { ProductPlan } from './catalogue';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, MINUTE_MS, iso, toSecond, type Clock } from './time';

/** The operator who decided the seeded cards (the decisions' `operator:` applied_by). */
export const SEED_OPERATOR_EMAIL = 'ops@northwind-outfitters.example';
const PRICE_AGENT = 'agent:price-optimizer';
const ADS_AGENT = 'agent:ads-budget-pilot';
const BOOKKEEPING_APP = 'app:bookkeeping';
/** A proposed write's card waits 72 hours (server write/approvals.ts PROPOSAL_TTL_MS). */
const PROPOSAL_TTL_MS = 72 * HOUR_MS;

export interface ExampleRows {
  approvals: ApprovalRow[];
  receipts: ReceiptRow[];
  intents: IntentRow[];
  policies: PolicyRow[];
}

export interface ExampleInput {
  storeId: string;
  currency: string;
  /** The store's catalogue; the priced variant's and product's `updated_at` are moved to the change. */
  products: ProductPlan[];
  /** The store's campaigns; owned campaigns get the desired `daily_budget_cents` and `updated_at`. */
  campaigns: AdCampaignRow[];
}

interface Change {
  resource_kind: string;
  resource_ref: string;
  field: string;
  before: unknown;
  after: unknown;
}
interface Plan {
  title: string;
  changes: Change[];
  amount_cents: number | null;
  reversibility_class: 'reversible' | 'compensatable' | 'irreversible';
  reversal: { operation: string; arguments: Record<string, unknown>; description: string } | null;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const requestId = (rng: Rng): string => `req_${Array.from({ length: 24 }, () => rng.pick([...BASE32])).join('')}`;

/** A `storefront_update_variant_price` plan, as catalog/price.ts previews it. */
function pricePlan(
  v: { id: string; sku: string; title: string },
  beforeCents: number,
  afterCents: number,
  currency: string,
  reason: string,
): Plan {
  const before = beforeCents / 100;
  const after = afterCents / 100;
  const label = `${v.sku} (${v.title})`;
  return {
    title: `Set price of ${label} from ${before.toFixed(2)} to ${after.toFixed(2)} ${currency}: ${reason}`,
    changes: [{ resource_kind: 'variant', resource_ref: v.id, field: 'price', before, after }],
    amount_cents: Math.abs(afterCents - beforeCents),
    reversibility_class: 'reversible',
    reversal: {
      operation: 'storefront_update_variant_price',
      arguments: { variant_id: v.id, new_price: before },
      description: `Set the price of ${label} back to ${before.toFixed(2)} ${currency}.`,
    },
  };
}

/** An `intent_declare` plan, as general/intents.ts previews it. */
function intentPlan(c: AdCampaignRow, before: number, desired: number, expiresAt: string, reason: string, owner: string): Plan {
  return {
    title: `Own daily_budget of campaign ${c.name} (set ${JSON.stringify(before)} -> ${JSON.stringify(desired)}) until ${expiresAt}: ${reason}`,
    ...intentDeclarePlan({ kind: 'campaign', ref: c.id, field: 'daily_budget' }, before, desired, owner),
  };
}

/** The card a proposed write leaves, `requested` or approved by the seed operator at `decidedMs`. */
function proposalCard(
  id: string,
  storeId: string,
  currency: string,
  operation: string,
  args: Record<string, unknown>,
  plan: Plan,
  requestedBy: string,
  createdMs: number,
  decided: { ms: number; receiptId: string } | null,
): ApprovalRow {
  return {
    id,
    store_id: storeId,
    kind: 'proposed_write',
    operation,
    arguments: JSON.stringify(args),
    change: JSON.stringify(plan),
    title: plan.title,
    amount_cents: plan.amount_cents,
    currency: plan.amount_cents === null ? null : currency,
    reversibility_class: plan.reversibility_class,
    status: decided === null ? 'requested' : 'approved',
    requested_by: requestedBy,
    decided_by: decided === null ? null : SEED_OPERATOR_EMAIL,
    decided_at: decided === null ? null : iso(decided.ms),
    reason: null,
    receipt_id: decided?.receiptId ?? null,
    expires_at: iso(createdMs + PROPOSAL_TTL_MS),
    created_at: iso(createdMs),
    updated_at: iso(decided?.ms ?? createdMs),
  };
}

/** One receipt per changed resource of an applied plan (as the write path's recordPlan does). */
function planReceipts(
  rng: Rng,
  storeId: string,
  operation: string,
  card: { id: string; requestedBy: string },
  plan: Plan,
  ms: number,
): ReceiptRow[] {
  const groups = new Map<string, Change[]>();
  for (const c of plan.changes) {
    const key = `${c.resource_kind}\u0000${c.resource_ref}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const request = requestId(rng);
  return [...groups.values()].map((items) => ({
    id: rng.uuid(),
    store_id: storeId,
    operation,
    approval_id: card.id,
    resource_kind: items[0]!.resource_kind,
    resource_ref: items[0]!.resource_ref,
    changes: JSON.stringify(items.map((c) => ({ field: c.field, before: c.before, after: c.after }))),
    proposed_by: card.requestedBy,
    approved_by: SEED_OPERATOR_EMAIL,
    reversal: JSON.stringify(plan.reversal),
    request_id: request,
    created_at: iso(ms),
  }));
}

const later = (a: string, ms: number): string => (Date.parse(a) >= ms ? a : iso(ms));

function priceRows(rng: Rng, clock: Clock, input: ExampleInput, out: ExampleRows): void {
  const skus = input.products.flatMap((p) => p.variants.map((v) => v.sku)).sort();
  const edge = new Set([skus[0], skus[skus.length - 1]]);
  const product = input.products.find(
    (p) =>
      p.row.lifecycle_state === 'winner' &&
      p.row.storefront_status === 'active' &&
      p.variants.length >= 2 &&
      !p.variants.some((v) => edge.has(v.sku)) &&
      Date.parse(p.row.created_at) < clock.anchorMs - 30 * DAY_MS,
  );
  if (product === undefined) return;
  const v = product.variants.find((x) => x.inventory_quantity > 0) ?? product.variants[0]!;

  // 9 days ago: raised by 3.00 to today's price, proposed by the Price Optimizer, approved by ops.
  const decidedMs = toSecond(clock.anchorMs - 9 * DAY_MS + 10 * HOUR_MS + 14 * MINUTE_MS);
  const reason = 'conversion holds above the competitor median';
  const past = pricePlan(v, v.price_cents - 300, v.price_cents, input.currency, reason);
  const pastId = rng.uuid();
  const [receipt] = planReceipts(
    rng,
    input.storeId,
    'storefront_update_variant_price',
    { id: pastId, requestedBy: PRICE_AGENT },
    past,
    decidedMs,
  );
  out.receipts.push(receipt!);
  out.approvals.push(
    proposalCard(
      pastId,
      input.storeId,
      input.currency,
      'storefront_update_variant_price',
      { variant_id: v.external_id, new_price: v.price_cents / 100, reason },
      past,
      PRICE_AGENT,
      decidedMs - 3 * HOUR_MS - 25 * MINUTE_MS,
      { ms: decidedMs, receiptId: receipt!.id },
    ),
  );
  v.updated_at = later(v.updated_at, decidedMs);
  product.row.updated_at = later(product.row.updated_at, decidedMs);

  // Card A, waiting: the next step up, made 40 minutes before the anchor.
  const nextReason = 'sell-through still above plan after the last increase';
  const next = pricePlan(v, v.price_cents, v.price_cents + 200, input.currency, nextReason);
  out.approvals.push(
    proposalCard(
      rng.uuid(),
      input.storeId,
      input.currency,
      'storefront_update_variant_price',
      { variant_id: v.external_id, new_price: (v.price_cents + 200) / 100, reason: nextReason },
      next,
      PRICE_AGENT,
      toSecond(clock.anchorMs - 40 * MINUTE_MS),
      null,
    ),
  );
}

function appRequest(rng: Rng, clock: Clock, input: ExampleInput, out: ExampleRows): void {
  const createdMs = toSecond(clock.anchorMs - 5 * HOUR_MS - 12 * MINUTE_MS);
  out.approvals.push({
    id: rng.uuid(),
    store_id: input.storeId,
    kind: 'app_request',
    operation: null,
    arguments: null,
    change: 'null',
    title: 'Pay supplier invoice INV-2288 (Tidewater Linen)',
    amount_cents: 86_450,
    currency: input.currency,
    reversibility_class: 'compensatable',
    status: 'requested',
    requested_by: BOOKKEEPING_APP,
    decided_by: null,
    decided_at: null,
    reason: null,
    receipt_id: null,
    expires_at: iso(createdMs + 30 * DAY_MS),
    created_at: iso(createdMs),
    updated_at: iso(createdMs),
  });
}

function intentRows(rng: Rng, clock: Clock, input: ExampleInput, out: ExampleRows): void {
  const enabled = input.campaigns.filter((c) => c.status === 'enabled').sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  if (enabled.length < 6) return;
  const specs = [
    { campaign: enabled[0]!, factor: 1.25, declaredDaysAgo: 3, endsInDays: 60, reason: 'Hold the raised budget through the sale' },
    {
      campaign: enabled[1]!,
      factor: 1.5,
      declaredDaysAgo: 6,
      endsInDays: 45,
      reason: 'Test a higher budget for the new collection launch',
    },
  ];
  for (const s of specs) {
    const c = s.campaign;
    const beforeCents = Number(c.daily_budget_cents);
    const desiredCents = Math.max(beforeCents + 100, Math.round((beforeCents * s.factor) / 100) * 100);
    const before = beforeCents / 100;
    const desired = desiredCents / 100;
    const createdMs = toSecond(clock.anchorMs - s.declaredDaysAgo * DAY_MS + 8 * HOUR_MS + 5 * MINUTE_MS);
    const decidedMs = createdMs + 42 * MINUTE_MS;
    const expiresAt = iso(clock.anchorMs + s.endsInDays * DAY_MS);
    const plan = intentPlan(c, before, desired, expiresAt, s.reason, ADS_AGENT);
    const id = rng.uuid();
    const args = { resource_kind: 'campaign', resource_ref: c.id, field: 'daily_budget', desired, reason: s.reason, expires_at: expiresAt };
    const receipts = planReceipts(rng, input.storeId, 'intent_declare', { id, requestedBy: ADS_AGENT }, plan, decidedMs);
    out.receipts.push(...receipts);
    out.approvals.push(
      proposalCard(id, input.storeId, input.currency, 'intent_declare', args, plan, ADS_AGENT, createdMs, {
        ms: decidedMs,
        receiptId: receipts[0]!.id,
      }),
    );
    out.intents.push({
      id,
      store_id: input.storeId,
      resource_kind: 'campaign',
      resource_ref: c.id,
      field: 'daily_budget',
      desired: JSON.stringify(desired),
      previous: JSON.stringify(before),
      reason: s.reason,
      status: 'active',
      owner_credential_id: ADS_AGENT,
      approval_id: id,
      expires_at: expiresAt,
      overwritten_at: null,
      overwritten_value: null,
      created_at: iso(decidedMs),
      updated_at: iso(decidedMs),
    });
    c.daily_budget_cents = desiredCents;
    c.updated_at = iso(decidedMs);
  }
}

function policyRows(rng: Rng, clock: Clock, input: ExampleInput, out: ExampleRows): void {
  const ruleMs = toSecond(clock.anchorMs - 40 * DAY_MS + 9 * HOUR_MS + 30 * MINUTE_MS);
  const ceilingMs = toSecond(clock.anchorMs - 300 * DAY_MS + 15 * HOUR_MS);
  out.policies.push(
    {
      id: rng.uuid(),
      store_id: input.storeId,
      kind: 'rule',
      name: `Refunds over 250 ${input.currency} wait for a person`,
      domain: 'orders',
      action: 'storefront_create_refund',
      effect: 'require_approval',
      conditions: JSON.stringify([{ fact: 'amount_cents', op: 'gt', value: 25_000 }]),
      ceiling_cents: null,
      period: null,
      enabled: true,
      created_at: iso(ruleMs),
      updated_at: iso(ruleMs),
    },
    {
      id: rng.uuid(),
      store_id: input.storeId,
      kind: 'spend_ceiling',
      name: 'Holiday ads ceiling (last season)',
      domain: 'ads',
      action: null,
      effect: null,
      conditions: '[]',
      ceiling_cents: 250_000,
      period: 'week',
      enabled: false,
      created_at: iso(ceilingMs),
      updated_at: iso(ceilingMs + 50 * DAY_MS),
    },
  );
}

/** The governance rows the examples name (see the module comment). Mutates the variant, product and campaigns they change. */
export function hostedExampleRows(rng: Rng, clock: Clock, input: ExampleInput): ExampleRows {
  const out: ExampleRows = { approvals: [], receipts: [], intents: [], policies: [] };
  priceRows(rng.fork('price'), clock, input, out);
  appRequest(rng.fork('app-request'), clock, input, out);
  intentRows(rng.fork('intents'), clock, input, out);
  policyRows(rng.fork('policies'), clock, input, out);
  return out;
}
