/**
 * The declarable fields (seed: "Intent declaration", Declarable fields): how to find the resource,
 * read and write each field, validate a desired value, and which scope owning it needs.
 * Money fields are exposed in major units and stored in cents.
 */
import { ArgumentError, excerpt, toMajor, toMinor, type HandlerContext } from '@storeops/contract';
import { adPlatform, type Channel } from '@storeops/contract/ports/ad-platform';
import type { StoreScope } from '@storeops/db';

export type ResourceKind = 'variant' | 'campaign';
export type FieldValue = number | string | null;

interface FieldSpec {
  kind: ResourceKind;
  column: string;
  money: boolean;
  /** Scope needed to own the field, besides the operation's `write`. */
  scope: string;
  /** Returns an error text when `v` is not a value of the field, else null. */
  check(v: unknown): string | null;
}

/**
 * A money amount in major units: above 0, at most 1,000,000, at most 2 decimals. The decimals
 * test is exact (the validators' `x-decimal-places: 2`, generators/src/validator-options.ts): a
 * double is a two-decimal amount iff Math.round(v * 100) / 100 gives it back; and Math.round(v * 100)
 * is then its exact cents for every amount up to 1,000,000 (checked exhaustively in
 * packages/server/src/invoke/validation.test.ts).
 */
const positiveMoney = (v: unknown): string | null =>
  typeof v === 'number' && v > 0 && v <= 1_000_000 && Math.round(v * 100) / 100 === v
    ? null
    : 'must be a number above 0 and at most 1000000 with at most 2 decimals';
const oneOf = (values: string[]) => (v: unknown) =>
  typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;

export const FIELDS: Record<string, FieldSpec> = {
  'variant.price': { kind: 'variant', column: 'price_cents', money: true, scope: 'catalog:write', check: positiveMoney },
  'variant.compare_at_price': {
    kind: 'variant',
    column: 'compare_at_price_cents',
    money: true,
    scope: 'catalog:write',
    check: (v) => (v === null ? null : positiveMoney(v)),
  },
  'campaign.status': { kind: 'campaign', column: 'status', money: false, scope: 'ads:write', check: oneOf(['enabled', 'paused']) },
  'campaign.daily_budget': { kind: 'campaign', column: 'daily_budget_cents', money: true, scope: 'ads:write', check: positiveMoney },
  'campaign.bidding': {
    kind: 'campaign',
    column: 'bidding',
    money: false,
    scope: 'ads:write',
    check: oneOf(['manual_cpc', 'maximize_conversions', 'target_roas', 'target_cpa']),
  },
};

export function fieldSpec(kind: ResourceKind, field: string): FieldSpec {
  const spec = FIELDS[`${kind}.${field}`];
  if (spec === undefined) {
    const fields = Object.keys(FIELDS)
      .filter((k) => k.startsWith(`${kind}.`))
      .map((k) => k.split('.')[1]);
    throw new ArgumentError('field', `a ${kind} declares ${fields.join(', ')} (got ${excerpt(field)})`);
  }
  return spec;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TABLE = { variant: 'variants', campaign: 'ad_campaigns' } as const;

/** Resolves a reference to the resource's canonical id (variant UUID, campaign id); ArgumentError when absent. */
export async function resolveResource(scope: StoreScope, kind: ResourceKind, ref: string): Promise<{ id: string; label: string }> {
  let row: Record<string, unknown> | undefined;
  if (kind === 'variant') {
    const q = scope.from('variants');
    row = await (UUID.test(ref) ? q.where({ id: ref }) : q.where({ external_id: ref })).first('id', 'sku');
    if (row !== undefined) return { id: String(row.id), label: String(row.sku) };
  } else {
    row = await scope.from('ad_campaigns').where({ id: ref }).first('id', 'name');
    if (row !== undefined) return { id: String(row.id), label: String(row.name) };
  }
  throw new ArgumentError('resource_ref', `no ${kind} ${excerpt(ref)} in this store`);
}

/** The field's stored value; money in major units of the store currency. */
export async function readField(
  { scope, store }: Pick<HandlerContext, 'scope' | 'store'>,
  kind: ResourceKind,
  id: string,
  field: string,
): Promise<FieldValue> {
  const spec = fieldSpec(kind, field);
  const row = await scope.from(TABLE[kind]).where({ id }).first(spec.column);
  if (row === undefined) throw new ArgumentError('resource_ref', `no ${kind} '${id}' in this store`);
  const raw = row[spec.column] as number | string | null;
  return raw === null ? null : spec.money ? toMajor(Number(raw), store.currency) : String(raw);
}

/**
 * Stores `value` in the field on its platform, through the port (docs/ARCHITECTURE.md "Connectors"): a
 * variant's through the storefront, a campaign's through the ad platform running its channel
 * (`adPlatform`: Google Ads, Microsoft Advertising, Meta or the marketplace); money given in major
 * units of the store currency.
 */
export async function writeField(ctx: HandlerContext, kind: ResourceKind, id: string, field: string, value: FieldValue): Promise<void> {
  const spec = fieldSpec(kind, field);
  const stored = value === null ? null : spec.money ? toMinor(Number(value), ctx.store.currency) : value;
  const patch = { [spec.column]: stored };
  if (kind === 'variant') {
    await ctx.connectors.storefront.setVariantFields(ctx, id, patch);
    return;
  }
  const row = (await ctx.scope.from(TABLE.campaign).where({ id }).first('channel')) as { channel: Channel } | undefined;
  if (row === undefined) throw new ArgumentError('resource_ref', `no campaign '${id}' in this store`);
  await adPlatform(ctx, row.channel).updateCampaign(ctx, id, patch);
}

/** Whether the caller may own a field with this scope (the same gate as operations). */
export function mayOwn(ctx: HandlerContext, scope: string): boolean {
  return (
    ctx.access({
      name: 'intent_declare',
      method: 'POST',
      path: '/api/v1/intent',
      summary: '',
      description: '',
      scope,
      tier: 'propose_write',
      sandboxOnly: false,
      authority: 'handback',
      gated: true,
      catalogue: true,
      domain: 'general',
      requiresStorefront: false,
      inputSchema: {},
      outputSchema: {},
    }) === 'allowed'
  );
}
