/**
 * storefront_get_shop_profile and storefront_list_markets (seed: catalog storefront reads): the
 * storefront's shop profile with its published policies, and its markets. One query each.
 */
import { OperationError, type HandlerContext, type Types } from '@storeops/contract';
import { parseJsonArray, toBool, toNumber, type StoreScope } from '@storeops/db';

const POLICY_ORDER: readonly Types.ShopPolicyKind[] = ['refund', 'shipping', 'privacy', 'terms_of_service', 'contact'];
/** The policies an AI shopping agent (and a customer) looks for before buying. */
export const REQUIRED_POLICIES: readonly Types.ShopPolicyKind[] = ['refund', 'shipping', 'privacy', 'terms_of_service'];

/** Published policies in POLICY_ORDER (unknown kinds and malformed entries are left out). */
export function parsePolicies(text: unknown): Types.ShopPolicy[] {
  return parseJsonArray<Record<string, unknown>>(text)
    .filter((p) => typeof p.kind === 'string' && POLICY_ORDER.includes(p.kind as Types.ShopPolicyKind))
    .map((p) => ({
      kind: p.kind as Types.ShopPolicyKind,
      title: String(p.title ?? ''),
      body: String(p.body ?? ''),
      url: String(p.url ?? ''),
      updated_at: String(p.updated_at ?? ''),
    }))
    .sort((a, b) => POLICY_ORDER.indexOf(a.kind) - POLICY_ORDER.indexOf(b.kind));
}

/** Required kinds without a published policy with text. */
export function missingPolicies(policies: readonly Types.ShopPolicy[]): Types.ShopPolicyKind[] {
  return REQUIRED_POLICIES.filter((k) => !policies.some((p) => p.kind === k && p.body.trim() !== ''));
}

/** The store's shop-profile row (raw), or undefined when the storefront has not shared one. */
export async function shopProfileRow(scope: StoreScope): Promise<Record<string, unknown> | undefined> {
  return (await scope.from('shop_profiles').first()) as Record<string, unknown> | undefined;
}

export async function storefrontGetShopProfile(
  _input: Types.StorefrontGetShopProfileInput,
  ctx: Pick<HandlerContext, 'scope' | 'store'>,
): Promise<Types.StorefrontGetShopProfileResult> {
  const row = await shopProfileRow(ctx.scope);
  if (row === undefined) throw new OperationError('not_found', 'this storefront has not shared its shop profile yet (run_sync_catalog)');
  const policies = parsePolicies(row.policies);
  const address = JSON.parse(String(row.address)) as Record<string, unknown>;
  const opt = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    myshop_domain: String(row.myshop_domain),
    primary_domain: String(row.primary_domain),
    primary_locale: String(row.primary_locale),
    currency: ctx.store.currency,
    email: String(row.email),
    phone: opt(row.phone),
    address: {
      address1: String(address.address1 ?? ''),
      address2: opt(address.address2),
      city: String(address.city ?? ''),
      postal_code: String(address.postal_code ?? ''),
      province_code: opt(address.province_code),
      country_code: String(address.country_code ?? ''),
    },
    plan: String(row.plan),
    weight_unit: String(row.weight_unit),
    policies,
    missing_policies: missingPolicies(policies),
    ships_to_countries: parseJsonArray<string>(row.ships_to_countries).sort(),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

export async function storefrontListMarkets(
  input: { enabled?: boolean },
  ctx: Pick<HandlerContext, 'scope' | 'store'>,
): Promise<Types.StorefrontListMarketsResult> {
  const q = ctx.scope.from('markets', 'm').select('m.*').orderBy('m.name', 'asc').orderBy('m.id', 'asc');
  if (input.enabled !== undefined) q.where('m.enabled', input.enabled);
  const rows = (await q) as Array<Record<string, unknown>>;
  const markets = rows
    .map((r) => ({
      id: String(r.id),
      handle: String(r.handle),
      name: String(r.name),
      primary: toBool(r.primary),
      enabled: toBool(r.enabled),
      countries: parseJsonArray<string>(r.countries).sort(),
      currency: String(r.currency),
      locales: parseJsonArray<string>(r.locales),
      price_adjustment_percent: toNumber(r.price_adjustment_percent) ?? 0,
      created_at: String(r.created_at),
    }))
    // Primary first; the query's name order stays (sort is stable).
    .sort((a, b) => Number(b.primary) - Number(a.primary));
  return { base_currency: ctx.store.currency, markets, count: markets.length };
}
