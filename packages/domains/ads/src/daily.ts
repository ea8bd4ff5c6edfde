/**
 * Daily campaign metrics composed from the platform connectors (issue 26: one platform, one
 * source of numbers). A campaign's days come from its own platform's connector only:
 *
 * - `meta` campaigns: the social-ads connector's insights at campaign level (what
 *   `social_run_insights` reads; its `spend` is the cost here);
 * - `google_ads`, `microsoft_ads` and `marketplace` campaigns: the search-ads connector's daily
 *   rows (the marketplace has no connector of its own yet).
 *
 * The day range and the campaigns are part of each connector request, so nothing outside them is
 * read. Money in integer cents; days `YYYY-MM-DD` (UTC), `start`..`end` inclusive.
 */
import type { HandlerContext } from '@storeops/contract';
import { searchAdsConnector, type Campaign, type CampaignDay } from '@storeops/connector-search-ads';
import { socialAdsConnector } from '@storeops/connector-social-ads';

/** The days of `campaigns` within `start`..`end`, each from its platform's connector. */
export async function campaignDays(
  ctx: HandlerContext,
  start: string,
  end: string,
  campaigns: readonly Campaign[],
): Promise<CampaignDay[]> {
  const social = campaigns.filter((c) => c.channel === 'meta').map((c) => c.id);
  const search = campaigns.filter((c) => c.channel !== 'meta').map((c) => c.id);
  const [searchDays, cells] = await Promise.all([
    search.length === 0 ? [] : searchAdsConnector().daily(ctx, start, end, search),
    social.length === 0
      ? []
      : socialAdsConnector().insights(ctx, { level: 'campaign', since: start, until: end, breakdowns: [], campaignIds: social }),
  ]);
  return [
    ...searchDays,
    ...cells.map((c) => ({
      campaign_id: c.campaign_id,
      date: c.date,
      impressions: c.impressions,
      clicks: c.clicks,
      conversions: c.conversions,
      conversion_value_cents: c.conversion_value_cents,
      cost_cents: c.spend_cents,
    })),
  ].sort((a, b) =>
    a.date === b.date ? (a.campaign_id < b.campaign_id ? -1 : a.campaign_id > b.campaign_id ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
}
