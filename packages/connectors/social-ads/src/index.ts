/**
 * @storeops/connector-social-ads: the Meta platform (campaigns, ad sets, ads, custom and lookalike
 * audiences, insights) behind the social-ads port (seed catalogue "ads", the `social_*`
 * operations, and the `meta` channel's campaigns in `get_ad_campaigns`, the campaign writes and
 * intents). The ads handlers reach the platform only through it.
 *
 * The embedded implementation (`embeddedSocialAds`) holds the deterministic demo world in the
 * store's own tables (migration 022, plus the `meta` rows of `ad_campaigns`, migration 008), read
 * and written through the store scope, so sandbox copies and row-level security apply.
 *
 * It implements the social-ads port (@storeops/contract ports/social-ads.ts); the ads handlers
 * reach it as `ctx.connectors.meta` (AppOptions `connectors.meta` replaces it: a real platform
 * client, which resolves the store's ad account from `ctx.store`, or a test double). Its campaign
 * surface (ports/ad-platform.ts) reads and writes the `meta` rows of `ad_campaigns`
 * (@storeops/connector-ad-campaigns); its daily campaign metrics are its insights at campaign level.
 *
 * Vocabulary: statuses `enabled` | `paused` | `removed` (as `ad_campaigns`); money in integer
 * cents of the store currency; days are UTC `YYYY-MM-DD`. The platform never receives or keeps
 * a plaintext e-mail: audience members are SHA-256 hex digests of normalised e-mails.
 */
import { randomUUID } from 'node:crypto';
import { campaignRows } from '@storeops/connector-ad-campaigns';
import type { HandlerContext } from '@storeops/contract';
import { toNumber, type AdCampaignRow, type SocialAdRow, type SocialAdSetRow, type SocialAudienceRow } from '@storeops/db';
import {
  type EntityStatus,
  type Objective,
  type Breakdown,
  type Level,
  type PageKey,
  type SocialCampaign,
  type Targeting,
  type SocialAdSet,
  type Creative,
  type SocialAudience,
  type SocialAdsPort,
} from '@storeops/contract/ports/social-ads';

export {
  BREAKDOWNS,
  type EntityStatus,
  type Objective,
  type Bidding,
  type Breakdown,
  type Level,
  type PageKey,
  type SocialCampaign,
  type Targeting,
  type SocialAdSet,
  type Creative,
  type SocialAd,
  type EntityQuery,
  type InsightCell,
  type InsightQuery,
  type SocialAudience,
  type AudienceQuery,
  type NewCampaign,
  type NewCustomerList,
  type SocialAdsPort,
} from '@storeops/contract/ports/social-ads';
type CampaignJoined = AdCampaignRow & { objective: Objective | null; adset_count: unknown; ad_count: unknown };

function toCampaign(r: CampaignJoined): SocialCampaign {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    objective: r.objective ?? null,
    bidding: r.bidding,
    daily_budget_cents: toNumber(r.daily_budget_cents) ?? 0,
    adset_count: toNumber(r.adset_count) ?? 0,
    ad_count: toNumber(r.ad_count) ?? 0,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function parseObject<T>(text: string): T {
  return JSON.parse(text) as T;
}

type Query = ReturnType<HandlerContext['scope']['from']>;

/** Newest first, strictly older than `before` (column names qualified by `alias`). */
function page(q: Query, alias: string, query: { before?: PageKey; limit: number }): Query {
  q.orderBy([
    { column: `${alias}.created_at`, order: 'desc' },
    { column: `${alias}.id`, order: 'desc' },
  ]).limit(query.limit);
  const k = query.before;
  if (k !== undefined) {
    q.andWhere((w) =>
      w
        .where(`${alias}.created_at`, '<', k.created_at)
        .orWhere((o) => o.where(`${alias}.created_at`, k.created_at).andWhere(`${alias}.id`, '<', k.id)),
    );
  }
  return q;
}

function campaignQuery(ctx: HandlerContext): Query {
  const adsets = ctx.scope.from('social_ad_sets').select('campaign_id').count({ n: '*' }).groupBy('campaign_id').as('sets');
  const ads = ctx.scope.from('social_ads').select('campaign_id').count({ n: '*' }).groupBy('campaign_id').as('ads');
  const q = ctx.scope
    .from('ad_campaigns', 'c')
    .where('c.channel', 'meta')
    .select('c.*', 's.objective', 'sets.n as adset_count', 'ads.n as ad_count')
    .leftJoin(adsets, 'sets.campaign_id', 'c.id')
    .leftJoin(ads, 'ads.campaign_id', 'c.id');
  return ctx.scope.join(q, { table: 'social_campaign_settings', as: 's', on: ['s.campaign_id', 'c.id'], type: 'left' });
}

function adSetQuery(ctx: HandlerContext): Query {
  const ads = ctx.scope.from('social_ads').select('ad_set_id').count({ n: '*' }).groupBy('ad_set_id').as('ads');
  const q = ctx.scope
    .from('social_ad_sets', 'a')
    .select('a.*', 'c.status as campaign_status', 'ads.n as ad_count')
    .leftJoin(ads, 'ads.ad_set_id', 'a.id');
  return ctx.scope.join(q, { table: 'ad_campaigns', as: 'c', on: ['c.id', 'a.campaign_id'] });
}

function toAdSet(r: SocialAdSetRow & { campaign_status: EntityStatus; ad_count: unknown }): SocialAdSet {
  return {
    id: r.id,
    campaign_id: r.campaign_id,
    name: r.name,
    status: r.status,
    campaign_status: r.campaign_status,
    optimization_goal: r.optimization_goal,
    targeting: parseObject<Targeting>(r.targeting),
    ad_count: toNumber(r.ad_count) ?? 0,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function audienceQuery(ctx: HandlerContext): Query {
  const members = ctx.scope.from('social_audience_members').select('audience_id').count({ n: '*' }).groupBy('audience_id').as('m');
  return ctx.scope.from('social_audiences', 'a').select('a.*', 'm.n as member_count').leftJoin(members, 'm.audience_id', 'a.id');
}

function toAudience(r: SocialAudienceRow & { member_count: unknown }): SocialAudience {
  const list = r.subtype === 'customer_list';
  const members = toNumber(r.member_count) ?? 0;
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    subtype: r.subtype,
    source: r.source,
    source_audience_id: r.source_audience_id ?? null,
    lookalike_ratio: toNumber(r.lookalike_ratio),
    lookalike_country: r.lookalike_country ?? null,
    retention_days: toNumber(r.retention_days),
    approximate_size: list ? members : (toNumber(r.approximate_size) ?? 0),
    member_count: list ? members : null,
    segment: r.segment === null || r.segment === undefined ? null : parseObject<Record<string, unknown>>(r.segment),
    status: r.status,
    last_synced_at: r.last_synced_at ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

const LEVEL_COLUMNS: Record<Level, string[]> = {
  campaign: ['ad.campaign_id'],
  adset: ['ad.campaign_id', 'ad.ad_set_id'],
  ad: ['ad.campaign_id', 'ad.ad_set_id', 'i.ad_id'],
};

/** The tables holding the social-ads platform's data (migration 022, and the `meta` rows of `ad_campaigns`). */
export const SOCIAL_ADS_OWNED_TABLES: readonly string[] = [
  'ad_campaigns',
  'social_campaign_settings',
  'social_ad_sets',
  'social_ads',
  'social_insights_daily',
  'social_audiences',
  'social_audience_members',
];

/** The embedded connector: the demo platform in the store's tables (migration 022). */
export const embeddedSocialAds: SocialAdsPort = {
  channel: 'meta',
  ownedTables: SOCIAL_ADS_OWNED_TABLES,
  ...campaignRows('meta'),
  async daily(ctx, start, end, campaignIds) {
    const query = {
      level: 'campaign' as const,
      since: start,
      until: end,
      breakdowns: [],
      ...(campaignIds === undefined ? {} : { campaignIds }),
    };
    return (await embeddedSocialAds.insights(ctx, query)).map((c) => ({
      campaign_id: c.campaign_id,
      date: c.date,
      impressions: c.impressions,
      clicks: c.clicks,
      conversions: c.conversions,
      conversion_value_cents: c.conversion_value_cents,
      cost_cents: c.spend_cents,
    }));
  },
  async socialCampaigns(ctx, query) {
    const q = page(campaignQuery(ctx), 'c', query);
    if (query.status !== undefined) q.where('c.status', query.status);
    if (query.campaignId !== undefined) q.where('c.id', query.campaignId);
    return ((await q) as CampaignJoined[]).map(toCampaign);
  },
  async socialCampaign(ctx, id) {
    const row = (await campaignQuery(ctx).where('c.id', id).first()) as CampaignJoined | undefined;
    return row === undefined ? null : toCampaign(row);
  },
  async campaignsNamed(ctx, name) {
    return ((await campaignQuery(ctx).where('c.name', name)) as CampaignJoined[]).map(toCampaign);
  },
  async adSets(ctx, query) {
    const q = page(adSetQuery(ctx), 'a', query);
    if (query.status !== undefined) q.where('a.status', query.status);
    if (query.campaignId !== undefined) q.where('a.campaign_id', query.campaignId);
    if (query.adsetId !== undefined) q.where('a.id', query.adsetId);
    return ((await q) as Array<SocialAdSetRow & { campaign_status: EntityStatus; ad_count: unknown }>).map(toAdSet);
  },
  async adSet(ctx, id) {
    const row = (await adSetQuery(ctx).where('a.id', id).first()) as
      (SocialAdSetRow & { campaign_status: EntityStatus; ad_count: unknown }) | undefined;
    return row === undefined ? null : toAdSet(row);
  },
  async ads(ctx, query) {
    let q = ctx.scope.from('social_ads', 'ad').select('ad.*', 's.status as adset_status', 'c.status as campaign_status');
    q = ctx.scope.join(q, { table: 'social_ad_sets', as: 's', on: ['s.id', 'ad.ad_set_id'] });
    q = ctx.scope.join(q, { table: 'ad_campaigns', as: 'c', on: ['c.id', 'ad.campaign_id'] });
    page(q, 'ad', query);
    if (query.status !== undefined) q.where('ad.status', query.status);
    if (query.campaignId !== undefined) q.where('ad.campaign_id', query.campaignId);
    if (query.adsetId !== undefined) q.where('ad.ad_set_id', query.adsetId);
    const rows = (await q) as Array<SocialAdRow & { adset_status: EntityStatus; campaign_status: EntityStatus }>;
    return rows.map((r) => ({
      id: r.id,
      campaign_id: r.campaign_id,
      adset_id: r.ad_set_id,
      name: r.name,
      status: r.status,
      campaign_status: r.campaign_status,
      adset_status: r.adset_status,
      creative: parseObject<Creative>(r.creative),
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  },
  async insights(ctx, query) {
    const group = [...LEVEL_COLUMNS[query.level], 'i.date', ...query.breakdowns.map((b) => `i.${b}`)];
    const q = ctx.scope
      .from('social_insights_daily', 'i')
      .select(group)
      .sum({ impressions: 'i.impressions', clicks: 'i.clicks', spend_cents: 'i.spend_cents', conversions: 'i.conversions' })
      .sum({ conversion_value_cents: 'i.conversion_value_cents' })
      .where('i.date', '>=', query.since)
      .andWhere('i.date', '<=', query.until)
      .groupBy(group);
    ctx.scope.join(q, { table: 'social_ads', as: 'ad', on: ['ad.id', 'i.ad_id'] });
    if (query.campaignIds !== undefined) q.whereIn('ad.campaign_id', [...query.campaignIds]);
    const rows = (await q) as Array<Record<string, unknown>>;
    const has = (b: Breakdown): boolean => query.breakdowns.includes(b);
    return rows.map((r) => ({
      campaign_id: r.campaign_id as string,
      adset_id: query.level === 'campaign' ? null : (r.ad_set_id as string),
      ad_id: query.level === 'ad' ? (r.ad_id as string) : null,
      date: r.date as string,
      age: has('age') ? (r.age as string) : null,
      gender: has('gender') ? (r.gender as string) : null,
      country: has('country') ? (r.country as string) : null,
      placement: has('placement') ? (r.placement as string) : null,
      impressions: toNumber(r.impressions) ?? 0,
      clicks: toNumber(r.clicks) ?? 0,
      spend_cents: toNumber(r.spend_cents) ?? 0,
      conversions: toNumber(r.conversions) ?? 0,
      conversion_value_cents: toNumber(r.conversion_value_cents) ?? 0,
    }));
  },
  async audiences(ctx, query) {
    const q = page(audienceQuery(ctx), 'a', query);
    if (query.type !== undefined) q.where('a.type', query.type);
    return ((await q) as Array<SocialAudienceRow & { member_count: unknown }>).map(toAudience);
  },
  async audience(ctx, id) {
    const row = (await audienceQuery(ctx).where('a.id', id).first()) as (SocialAudienceRow & { member_count: unknown }) | undefined;
    return row === undefined ? null : toAudience(row);
  },
  async audiencesNamed(ctx, name) {
    return ((await audienceQuery(ctx).where('a.name', name)) as Array<SocialAudienceRow & { member_count: unknown }>).map(toAudience);
  },
  async audienceMembers(ctx, id) {
    const rows = (await ctx.scope.from('social_audience_members').where('audience_id', id).select('email_sha256')) as Array<{
      email_sha256: string;
    }>;
    return rows.map((r) => r.email_sha256);
  },
  async createCampaign(ctx, c) {
    const id = randomUUID();
    const at = ctx.now.toISOString();
    await ctx.scope.insert('ad_campaigns', {
      id,
      name: c.name,
      channel: 'meta',
      status: c.status,
      daily_budget_cents: c.daily_budget_cents,
      bidding: c.bidding,
      created_at: at,
      updated_at: at,
    });
    await ctx.scope.insert('social_campaign_settings', {
      id: randomUUID(),
      campaign_id: id,
      objective: c.objective,
      buying_type: 'auction',
      created_at: at,
    });
    return id;
  },
  async createCustomerList(ctx, list) {
    const id = randomUUID();
    const at = ctx.now.toISOString();
    await ctx.scope.insert('social_audiences', {
      id,
      name: list.name,
      type: 'custom',
      subtype: 'customer_list',
      source: list.description,
      source_audience_id: null,
      lookalike_ratio: null,
      lookalike_country: null,
      retention_days: null,
      approximate_size: null,
      segment: null,
      status: 'ready',
      last_synced_at: null,
      created_at: at,
      updated_at: at,
    });
    return id;
  },
  async syncCustomerList(ctx, id, change) {
    const at = ctx.now.toISOString();
    for (let i = 0; i < change.remove.length; i += 500) {
      await ctx.scope
        .from('social_audience_members')
        .where('audience_id', id)
        .whereIn('email_sha256', change.remove.slice(i, i + 500))
        .delete();
    }
    for (let i = 0; i < change.add.length; i += 200) {
      await ctx.scope.insert(
        'social_audience_members',
        change.add.slice(i, i + 200).map((h) => ({ id: randomUUID(), audience_id: id, email_sha256: h, added_at: at })),
      );
    }
    await ctx.scope
      .from('social_audiences')
      .where('id', id)
      .update({ segment: JSON.stringify(change.segment), last_synced_at: at, updated_at: at });
  },
};
