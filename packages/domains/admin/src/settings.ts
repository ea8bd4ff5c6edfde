/**
 * get_store_settings (seed catalogue "admin:read, read"): the store's own settings (name,
 * handle, tenant type, currency, time zone, effective rate limit, kill switch, automation, sandbox,
 * created / last synced) and, for a hosted storefront, the basics of its shop profile (null
 * otherwise). Times are ISO 8601 UTC as stored.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { toBool, toNumber } from '@storeops/db';

/** The platform default when a store has no own rate limit (requests per minute). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;

/** The handler of get_store_settings (no parameters). */
export async function getStoreSettings(_input: Types.GetStoreSettingsInput, ctx: HandlerContext): Promise<Types.GetStoreSettingsResult> {
  const store = await ctx.scope.store().first();
  const profile = await ctx.scope
    .from('shop_profiles')
    .first('myshop_domain', 'primary_domain', 'primary_locale', 'email', 'plan', 'weight_unit');
  const ownLimit = store.rate_limit_per_minute == null ? null : toNumber(store.rate_limit_per_minute);
  return {
    id: store.id as string,
    name: store.name as string,
    handle: store.handle as string,
    tenant_type: store.tenant_type as 'hosted_storefront' | 'no_storefront',
    currency: store.currency as string,
    timezone: store.timezone as string,
    rate_limit_per_minute: ownLimit ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    rate_limit_is_default: ownLimit == null,
    kill_switch_engaged: toBool(store.kill_switch_engaged),
    automation_enabled: toBool(store.automation_enabled),
    sandbox: store.sandbox_of != null,
    created_at: store.created_at as string,
    last_synced_at: (store.last_synced_at ?? null) as string | null,
    shop_profile: profile
      ? {
          myshop_domain: profile.myshop_domain as string,
          primary_domain: profile.primary_domain as string,
          primary_locale: profile.primary_locale as string,
          email: profile.email as string,
          plan: profile.plan as string,
          weight_unit: profile.weight_unit as string,
        }
      : null,
  };
}
