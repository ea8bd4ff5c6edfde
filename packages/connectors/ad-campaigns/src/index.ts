/**
 * @storeops/connector-ad-campaigns: the campaign rows the embedded ad-platform adapters share. Not
 * a platform: the demo world keeps every platform's campaigns in one table, `ad_campaigns`
 * (migration 008, extended by 021: the rows intents own and the read-back sweep reads), and the
 * daily metrics of the non-social platforms in `ads_campaign_daily` (migration 021); each embedded
 * adapter (search-ads for `google_ads` and `microsoft_ads`, social-ads for `meta`, marketplace)
 * reads and writes only its own channel's rows through these helpers (@storeops/contract
 * ports/ad-platform.ts: each platform owns its channel's rows).
 *
 * Everything goes through the store scope, so sandbox copies and row-level security apply. Money
 * is integer cents of the store currency; days `YYYY-MM-DD` (UTC).
 */
import type { HandlerContext } from '@storeops/contract';
import type { AdPlatformPort, Campaign, CampaignDay, Channel } from '@storeops/contract/ports/ad-platform';
import { toNumber, type AdCampaignRow, type AdsCampaignDailyRow } from '@storeops/db';

const num = (v: unknown): number => toNumber(v as number | string | null) ?? 0;

/** The port's view of one `ad_campaigns` row. */
export function toCampaign(r: AdCampaignRow): Campaign {
  return {
    id: r.id,
    name: r.name,
    channel: r.channel,
    status: r.status,
    daily_budget_cents: num(r.daily_budget_cents),
    bidding: r.bidding,
    target_roas: r.target_roas === null || r.target_roas === undefined ? null : num(r.target_roas),
    customer_id: r.customer_id ?? null,
    start_date: r.start_date ?? null,
    end_date: r.end_date ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** `cmp_` + 10 digits, like the seeded campaign ids (and the sandbox copy's id pattern). */
export function newCampaignId(): string {
  return `cmp_${String(Math.floor(Math.random() * 9e9) + 1e9)}`;
}

/** A subquery of the ids of `channel`'s campaigns (for `whereIn('campaign_id', …)`). */
export function campaignIdsOf(ctx: HandlerContext, channel: Channel): ReturnType<HandlerContext['scope']['from']> {
  return ctx.scope.from('ad_campaigns').where('channel', channel).select('id');
}

/** The campaign surface of an embedded platform running `channel`: its rows of `ad_campaigns`. */
export function campaignRows(channel: Channel): Pick<AdPlatformPort, 'campaigns' | 'campaign' | 'updateCampaign'> {
  return {
    async campaigns(ctx, query = {}) {
      const q = ctx.scope.from('ad_campaigns').select('*').where('channel', channel).orderBy('id', 'asc');
      if (query.status !== undefined) q.where('status', query.status);
      if (query.afterId !== undefined) q.where('id', '>', query.afterId);
      if (query.limit !== undefined) q.limit(query.limit);
      return ((await q) as AdCampaignRow[]).map(toCampaign);
    },
    async campaign(ctx, id) {
      const row = (await ctx.scope.from('ad_campaigns').where({ id, channel }).first()) as AdCampaignRow | undefined;
      return row === undefined ? null : toCampaign(row);
    },
    async updateCampaign(ctx, id, patch) {
      await ctx.scope
        .from('ad_campaigns')
        .where({ id, channel })
        .update({ ...patch, updated_at: ctx.now.toISOString() });
    },
  };
}

/** Daily metrics of `channel`'s campaigns from `ads_campaign_daily`, `start`..`end` inclusive. */
export function dailyRows(channel: Channel): AdPlatformPort['daily'] {
  return async (ctx, start, end, campaignIds) => {
    const q = ctx.scope
      .from('ads_campaign_daily')
      .select('*')
      .where('date', '>=', start)
      .andWhere('date', '<=', end)
      .whereIn('campaign_id', campaignIdsOf(ctx, channel));
    if (campaignIds !== undefined) q.whereIn('campaign_id', [...campaignIds]);
    return ((await q) as AdsCampaignDailyRow[]).map((r): CampaignDay => ({
      campaign_id: r.campaign_id,
      date: r.date,
      impressions: num(r.impressions),
      clicks: num(r.clicks),
      conversions: num(r.conversions),
      conversion_value_cents: num(r.conversion_value_cents),
      cost_cents: num(r.cost_cents),
    }));
  };
}
