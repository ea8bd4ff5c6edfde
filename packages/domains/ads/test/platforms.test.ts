/**
 * One connector per ad platform, over HTTP (docs/ARCHITECTURE.md "Connectors"; @storeops/contract
 * ports/ad-platform.ts): a deployment swaps ONE platform through AppOptions `connectors` and keeps
 * the others. Here the marketplace is a recording adapter (delegating to the embedded one) and
 * Google Ads a recording copy of the embedded one: a marketplace campaign's write and reads reach
 * the marketplace adapter only, a Google Ads campaign's reach Google's only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HandlerContext } from '@storeops/contract';
import type { AdPlatformPort, Campaign } from '@storeops/contract/ports/ad-platform';
import { embeddedMarketplace, type MarketplacePort } from '@storeops/connector-marketplace';
import { embeddedGoogleAds, type SearchAdsPort } from '@storeops/connector-search-ads';
import { useTestServer } from '@storeops/testkit/server';

/** A call the recording adapter received: method and its first argument after the context. */
type Call = [method: string, arg: unknown];

/** `port` with every method recorded into `calls` before it delegates. */
function recording<P extends AdPlatformPort>(port: P, calls: Call[]): P {
  const out: Record<string, unknown> = { ...(port as object) };
  for (const [name, value] of Object.entries(port)) {
    if (typeof value !== 'function') continue;
    out[name] = (ctx: HandlerContext, ...rest: unknown[]) => {
      calls.push([name, rest[0]]);
      return (value as (...a: unknown[]) => unknown).call(port, ctx, ...rest);
    };
  }
  return out as P;
}

/** A campaign only the swapped-in marketplace holds: not a row of the demo tables. */
const ONLY_ON_THE_MARKETPLACE: Campaign = {
  id: 'cmp_9999999999',
  name: 'Sponsored products - held by the swapped adapter',
  channel: 'marketplace',
  status: 'paused',
  daily_budget_cents: 1234,
  bidding: 'manual_cpc',
  target_roas: null,
  customer_id: null,
  start_date: null,
  end_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const marketplaceCalls: Call[] = [];
const googleCalls: Call[] = [];
const marketplace: MarketplacePort = {
  ...recording(embeddedMarketplace, marketplaceCalls),
  async campaigns(ctx, query) {
    marketplaceCalls.push(['campaigns', query]);
    const rows = await embeddedMarketplace.campaigns(ctx, query);
    return query?.afterId === undefined ? [ONLY_ON_THE_MARKETPLACE, ...rows] : rows;
  },
};
const googleAds: SearchAdsPort = recording(embeddedGoogleAds, googleCalls);

const t = useTestServer({ scale: 0.1, connectors: { marketplace, googleAds } });
let writer: string;

beforeAll(async () => {
  // The business store runs campaigns on every platform (the hosted one on Google Ads and Meta).
  writer = await t.key(['ads:read', 'ads:write'], { storeId: t.businessStoreId });
});

const owned = async (): Promise<Set<string>> =>
  new Set((await t.db('intents').where({ store_id: t.businessStoreId }).select('resource_ref')).map((r) => r.resource_ref as string));

async function freeCampaign(channel: string): Promise<{ id: string; status: string }> {
  const taken = await owned();
  const rows = (await t
    .db('ad_campaigns')
    .where({ store_id: t.businessStoreId, channel })
    .whereNot('status', 'removed')
    .orderBy('id')) as Array<{
    id: string;
    status: string;
  }>;
  const c = rows.find((r) => !taken.has(r.id));
  if (c === undefined) throw new Error(`no free ${channel} campaign in the business store`);
  return c;
}

const methodsOn = (calls: Call[], id: string): string[] => calls.filter(([, arg]) => arg === id).map(([m]) => m);

/** Proposes flipping a free `channel` campaign's status and approves it, with both call logs cleared first. */
async function flipApproved(channel: string): Promise<{ c: { id: string; status: string }; next: string }> {
  const c = await freeCampaign(channel);
  const next = c.status === 'enabled' ? 'paused' : 'enabled';
  marketplaceCalls.length = 0;
  googleCalls.length = 0;
  const res = await t.call('ads_set_campaign_status', { campaign_id: c.id, status: next }, writer);
  expect(res.status).toBe(200);
  expect((await t.decide(res.body.result.approval_id, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
  return { c, next };
}

describe('ad platforms: a deployment swaps one platform', () => {
  it("a marketplace campaign's write goes through the swapped marketplace adapter, not Google's", async () => {
    const { c, next } = await flipApproved('marketplace');

    expect(marketplaceCalls).toContainEqual(['updateCampaign', c.id]);
    expect(methodsOn(marketplaceCalls, c.id)).toContain('campaign');
    expect(googleCalls.filter(([m]) => m === 'updateCampaign')).toEqual([]);
    expect(methodsOn(googleCalls, c.id).filter((m) => m !== 'campaign')).toEqual([]);
    // The recording adapter delegated to the embedded marketplace: the demo row moved.
    expect((await t.db('ad_campaigns').where({ id: c.id }).first()).status).toBe(next);
  });

  it("a Google Ads campaign's write goes through Google's adapter, not the marketplace's", async () => {
    const { c, next } = await flipApproved('google_ads');

    expect(googleCalls).toContainEqual(['updateCampaign', c.id]);
    expect(marketplaceCalls.filter(([m]) => m === 'updateCampaign')).toEqual([]);
    expect((await t.db('ad_campaigns').where({ id: c.id }).first()).status).toBe(next);
  });

  it('get_ad_campaigns lists the marketplace campaigns the swapped adapter answers', async () => {
    const res = await t.call('get_ad_campaigns', { channel: 'marketplace', limit: 100 }, writer);
    expect(res.status).toBe(200);
    const ids = (res.body.result.campaigns as Array<{ id: string; channel: string }>).map((c) => c.id);
    expect(ids).toContain(ONLY_ON_THE_MARKETPLACE.id);
    const rows = (await t.db('ad_campaigns').where({ store_id: t.businessStoreId, channel: 'marketplace' }).select('id')).map(
      (r) => r.id as string,
    );
    expect(ids).toEqual([...rows, ONLY_ON_THE_MARKETPLACE.id].sort());

    googleCalls.length = 0;
    const google = await t.call('get_ad_campaigns', { channel: 'google_ads', limit: 100 }, writer);
    expect(google.status).toBe(200);
    expect((google.body.result.campaigns as Array<{ id: string }>).map((c) => c.id)).not.toContain(ONLY_ON_THE_MARKETPLACE.id);
    expect(googleCalls.map(([m]) => m)).toEqual(['campaigns']);
  });
});
