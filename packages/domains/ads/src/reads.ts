/**
 * The ads domain's reads (seed catalogue "ads"; ads:read): get_ad_campaigns, get_ad_performance,
 * ads_list_accessible_customers, get_competitor_ad_intel and get_marketing_brain. Everything the
 * ad platforms hold is read through their connectors, each platform for its own channel
 * (platforms.ts; campaign metrics per platform: daily.ts);
 * intents and decisions are the service's own tables. Money in results: decimals in major units with `currency`.
 */
import {
  excerpt,
  OperationError,
  packCursor,
  reportWindow,
  toMajor,
  unpackCursor,
  type HandlerContext,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import type { Campaign, CampaignDay } from '@storeops/contract/ports/ad-platform';
import { DECISION_BUCKETS, toNumber, type DecisionRow } from '@storeops/db';
import { decisionFromRow } from '@storeops/contract';
import { DAY_MS, campaignOwners, findCampaign } from './common';
import { campaignDays } from './daily';
import { allCampaigns, findAnyCampaign, fromEach, searchCustomers, searchPlatforms } from './platforms';

const CURSOR = 'adc1_';

function decodeCursor(value: string): string {
  return unpackCursor(CURSOR, value, ({ i }) => (typeof i === 'string' ? i : null));
}

function campaignView(c: Campaign, owners: Types.AdCampaignOwner[], currency: string): Types.AdCampaign {
  return {
    id: c.id,
    name: c.name,
    channel: c.channel,
    status: c.status,
    daily_budget: toMajor(c.daily_budget_cents, currency),
    bidding: c.bidding,
    target_roas: c.target_roas,
    customer_id: c.customer_id,
    start_date: c.start_date,
    end_date: c.end_date,
    owners,
    updated_at: c.updated_at,
  };
}

/** get_ad_campaigns: one page of campaigns by id ascending, with the intents owning their fields. */
export async function getAdCampaigns(
  input: WithDefaults<Types.GetAdCampaignsInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetAdCampaignsResult> {
  const rows = await allCampaigns(ctx, {
    ...(input.channel !== undefined ? { channel: input.channel } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.cursor !== undefined ? { afterId: decodeCursor(input.cursor) } : {}),
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const owners = await campaignOwners(
    ctx,
    page.map((c) => c.id),
  );
  const hasMore = rows.length > input.limit;
  const last = page[page.length - 1];
  return {
    currency: ctx.store.currency,
    campaigns: page.map((c) => campaignView(c, owners.get(c.id) ?? [], ctx.store.currency)),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? packCursor(CURSOR, { i: last.id }) : null,
  };
}

interface Sums {
  impressions: number;
  clicks: number;
  conversions: number;
  cost_cents: number;
  value_cents: number;
}
const zero = (): Sums => ({ impressions: 0, clicks: 0, conversions: 0, cost_cents: 0, value_cents: 0 });
function add(s: Sums, d: CampaignDay): void {
  s.impressions += d.impressions;
  s.clicks += d.clicks;
  s.conversions += d.conversions;
  s.cost_cents += d.cost_cents;
  s.value_cents += d.conversion_value_cents;
}
const ratio = (a: number, b: number, places = 4): number | null => (b === 0 ? null : Math.round((a / b) * 10 ** places) / 10 ** places);

/** Metrics of summed rows (ratios from the sums). */
export function metricsOf(s: Sums, currency: string): Types.AdMetrics {
  return {
    impressions: s.impressions,
    clicks: s.clicks,
    conversions: Math.round(s.conversions * 100) / 100,
    cost: toMajor(s.cost_cents, currency),
    conversion_value: toMajor(s.value_cents, currency),
    ctr: ratio(s.clicks, s.impressions),
    cpc: s.clicks === 0 ? null : toMajor(s.cost_cents / s.clicks, currency),
    roas: ratio(s.value_cents, s.cost_cents),
  };
}

/**
 * get_ad_performance: daily campaign metrics per campaign, day or both, with totals. Every
 * campaign's numbers come from its platform's connector (daily.ts: meta campaigns from Meta's
 * insights, the same numbers `social_run_insights` answers; the others from their platform's
 * daily metrics).
 */
export async function getAdPerformance(
  input: WithDefaults<Types.GetAdPerformanceInput, 'breakdown' | 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetAdPerformanceResult> {
  const { start, end } = reportWindow(input, ctx.now);
  const campaigns = new Map((await allCampaigns(ctx)).map((c) => [c.id, c]));
  for (const [i, id] of (input.campaign_ids ?? []).entries()) {
    if (!campaigns.has(id)) throw new OperationError('invalid_request', `campaign_ids[${i}]: no campaign ${excerpt(id)} in this store`);
  }
  const wanted = [...campaigns.values()]
    .filter((c) => input.channel === undefined || c.channel === input.channel)
    .filter((c) => input.campaign_ids === undefined || input.campaign_ids.includes(c.id));
  // Each campaign's days from its own platform's connector (meta: social-ads insights).
  const days = await campaignDays(ctx, start, end, wanted);
  const totals = zero();
  const groups = new Map<string, { campaign: Campaign | null; date: string | null; sums: Sums }>();
  for (const d of days) {
    add(totals, d);
    const c = input.breakdown === 'day' ? null : campaigns.get(d.campaign_id)!;
    const date = input.breakdown === 'campaign' ? null : d.date;
    const key = `${c?.id ?? ''}|${date ?? ''}`;
    let g = groups.get(key);
    if (g === undefined) groups.set(key, (g = { campaign: c, date, sums: zero() }));
    add(g.sums, d);
  }
  const list = [...groups.values()].filter((g) => g.sums.cost_cents > 0 || g.sums.impressions > 0);
  list.sort((a, b) => {
    if (input.breakdown !== 'campaign' && a.date !== b.date) return a.date! < b.date! ? -1 : 1;
    if (b.sums.cost_cents !== a.sums.cost_cents) return b.sums.cost_cents - a.sums.cost_cents;
    return (a.campaign?.id ?? '') < (b.campaign?.id ?? '') ? -1 : 1;
  });
  return {
    currency: ctx.store.currency,
    start,
    end,
    breakdown: input.breakdown,
    rows: list.slice(0, input.limit).map((g) => ({
      campaign_id: g.campaign?.id ?? null,
      campaign_name: g.campaign?.name ?? null,
      channel: g.campaign?.channel ?? null,
      date: g.date,
      metrics: metricsOf(g.sums, ctx.store.currency),
    })),
    truncated: list.length > input.limit,
    totals: metricsOf(totals, ctx.store.currency),
  };
}

/** ads_list_accessible_customers: the search platforms' accounts, managers first (then by id), with campaign counts. */
export async function adsListAccessibleCustomers(
  _input: Types.AdsListAccessibleCustomersInput,
  ctx: HandlerContext,
): Promise<Types.AdsListAccessibleCustomersResult> {
  const [customers, campaigns] = await Promise.all([searchCustomers(ctx), fromEach(searchPlatforms(ctx), (p) => p.campaigns(ctx))]);
  const counts = new Map<string, number>();
  for (const c of campaigns) if (c.customer_id !== null) counts.set(c.customer_id, (counts.get(c.customer_id) ?? 0) + 1);
  return { customers: customers.map((c) => ({ ...c, campaign_count: counts.get(c.customer_id) ?? 0 })) };
}

/** get_competitor_ad_intel: competitor domains (mean ratios over their campaigns) and their ads. */
export async function getCompetitorAdIntel(
  input: WithDefaults<Types.GetCompetitorAdIntelInput, 'ads_per_domain'>,
  ctx: HandlerContext,
): Promise<Types.GetCompetitorAdIntelResult> {
  if (input.campaign_id !== undefined) await findCampaign(ctx, input.campaign_id);
  const platforms = searchPlatforms(ctx);
  const domain = input.domain?.toLowerCase();
  const insights = (await fromEach(platforms, (p) => p.auctionInsights(ctx))).filter(
    (r) => (input.campaign_id === undefined || r.campaign_id === input.campaign_id) && (domain === undefined || r.domain === domain),
  );
  // An ad seen in both platforms' auctions is one ad.
  const ads = [...new Map((await fromEach(platforms, (p) => p.competitorAds(ctx))).map((a) => [a.id, a])).values()];
  const by = new Map<string, typeof insights>();
  for (const r of insights) by.set(r.domain, [...(by.get(r.domain) ?? []), r]);
  const mean = (rows: typeof insights, k: 'impression_share' | 'overlap_rate' | 'position_above_rate' | 'outranking_share') =>
    Math.round((rows.reduce((a, r) => a + r[k], 0) / rows.length) * 1000) / 1000;
  const competitors = [...by.entries()].map(([d, rows]) => ({
    domain: d,
    campaigns: rows.length,
    impression_share: mean(rows, 'impression_share'),
    overlap_rate: mean(rows, 'overlap_rate'),
    position_above_rate: mean(rows, 'position_above_rate'),
    outranking_share: mean(rows, 'outranking_share'),
    ads: ads
      .filter((a) => a.domain === d)
      .sort((a, b) => (a.last_seen_at === b.last_seen_at ? (a.id < b.id ? -1 : 1) : a.last_seen_at > b.last_seen_at ? -1 : 1))
      .slice(0, input.ads_per_domain)
      .map((a) => ({
        headline: a.headline,
        description: a.description,
        final_url: a.final_url,
        search_term: a.search_term,
        first_seen_at: a.first_seen_at,
        last_seen_at: a.last_seen_at,
      })),
  }));
  competitors.sort((a, b) => b.impression_share - a.impression_share || (a.domain < b.domain ? -1 : 1));
  return { competitors };
}

/** get_marketing_brain: managed campaigns (active intents) and the ledger's campaign decisions. */
export async function getMarketingBrain(
  input: WithDefaults<Types.GetMarketingBrainInput, 'window_days' | 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetMarketingBrainResult> {
  const owners = await campaignOwners(ctx);
  const managed: Types.MarketingManagedCampaign[] = [];
  for (const [id, list] of [...owners.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const c = await findAnyCampaign(ctx, id);
    if (c === null) continue;
    managed.push({
      campaign_id: c.id,
      name: c.name,
      channel: c.channel,
      status: c.status,
      daily_budget: toMajor(c.daily_budget_cents, ctx.store.currency),
      bidding: c.bidding,
      owners: list,
    });
  }
  const since = new Date(ctx.now.getTime() - input.window_days * DAY_MS).toISOString();
  const inWindow = () => ctx.scope.from('decisions').where('subject', 'like', 'campaign:%').andWhere('created_at', '>=', since);
  const counted = (await inWindow().select('bucket').count({ n: '*' }).groupBy('bucket')) as Array<{ bucket: string; n: unknown }>;
  const counts = Object.fromEntries(DECISION_BUCKETS.map((b) => [b, 0])) as Record<Types.DecisionBucket, number>;
  for (const r of counted) counts[r.bucket as Types.DecisionBucket] = toNumber(r.n as number | string) ?? 0;
  const open = (await inWindow()
    .whereIn('bucket', ['queued', 'suggested'])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(input.limit)) as DecisionRow[];
  return {
    currency: ctx.store.currency,
    window_days: input.window_days,
    managed_campaigns: managed,
    decision_counts: counts,
    open_decisions: open.map(decisionFromRow),
  };
}
