/**
 * The ad platforms the ads handlers reach (docs/ARCHITECTURE.md "Connectors"; @storeops/contract
 * ports/ad-platform.ts): one connector per platform, each running one channel's campaigns. A
 * handler reaches a campaign only through its channel's connector, chosen here; a read over every
 * channel asks each platform for its own part and merges.
 */
import type { HandlerContext } from '@storeops/contract';
import {
  adPlatform,
  CHANNELS,
  type AdPlatformPort,
  type Campaign,
  type CampaignQuery,
  type Channel,
} from '@storeops/contract/ports/ad-platform';
import { SEARCH_CHANNELS, type Customer, type SearchAdsPort, type SearchChannel } from '@storeops/contract/ports/search-ads';

export { adPlatform };

/** Whether `channel` is a search platform's (Google Ads, Microsoft Advertising). */
export const isSearchChannel = (channel: Channel): channel is SearchChannel => (SEARCH_CHANNELS as readonly string[]).includes(channel);

/** The search platform running `channel` (`ctx.connectors.googleAds` or `.microsoftAds`). */
export function searchPlatform(ctx: HandlerContext, channel: SearchChannel): SearchAdsPort {
  return channel === 'google_ads' ? ctx.connectors.googleAds : ctx.connectors.microsoftAds;
}

/** Every ad platform (in CHANNELS order), or only `channel`'s when given. */
export function adPlatforms(ctx: HandlerContext, channel?: Channel): AdPlatformPort[] {
  return (channel === undefined ? CHANNELS : [channel]).map((c) => adPlatform(ctx, c));
}

/** Every search platform (Google Ads, then Microsoft Advertising). */
export function searchPlatforms(ctx: HandlerContext): SearchAdsPort[] {
  return SEARCH_CHANNELS.map((c) => searchPlatform(ctx, c));
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** By `id` ascending (the order the platforms answer lists in). */
export const byId = <T extends { id: string }>(a: T, b: T): number => cmp(a.id, b.id);

/** The results of `each` over `platforms`, concatenated (the platforms asked concurrently). */
export async function fromEach<P, T>(platforms: readonly P[], each: (p: P) => Promise<T[]>): Promise<T[]> {
  return (await Promise.all(platforms.map(each))).flat();
}

/**
 * Campaigns of every platform (or `channel`'s), by id ascending, after `afterId` and at most
 * `limit` (each platform is asked for at most `limit`, so the merge is exact).
 */
export async function allCampaigns(ctx: HandlerContext, query: CampaignQuery & { channel?: Channel } = {}): Promise<Campaign[]> {
  const { channel, ...rest } = query;
  const merged = (await fromEach(adPlatforms(ctx, channel), (p) => p.campaigns(ctx, rest))).sort(byId);
  return query.limit === undefined ? merged : merged.slice(0, query.limit);
}

/** The search platforms' accounts: managers first, then by customer id. */
export async function searchCustomers(ctx: HandlerContext): Promise<Customer[]> {
  return (await fromEach(searchPlatforms(ctx), (p) => p.customers(ctx))).sort((a, b) =>
    a.manager !== b.manager ? (a.manager ? -1 : 1) : cmp(a.customer_id, b.customer_id),
  );
}

/** The campaign `id` on whichever platform runs it, or null. */
export async function findAnyCampaign(ctx: HandlerContext, id: string): Promise<Campaign | null> {
  for (const c of await Promise.all(adPlatforms(ctx).map((p) => p.campaign(ctx, id)))) if (c !== null) return c;
  return null;
}
