/**
 * Daily campaign metrics composed from the platform connectors (one platform, one source of
 * numbers): a campaign's days come from its own platform's connector only (`adPlatform` by its
 * channel): `meta` campaigns from Meta's insights at campaign level (what `social_run_insights`
 * reads; its `spend` is the cost here), the others from their platform's daily metrics.
 *
 * The day range and the campaigns are part of each connector request, so nothing outside them is
 * read. Money in integer cents; days `YYYY-MM-DD` (UTC), `start`..`end` inclusive.
 */
import type { HandlerContext } from '@storeops/contract';
import type { Campaign, CampaignDay, Channel } from '@storeops/contract/ports/ad-platform';
import { adPlatform } from './platforms';

/** The days of `campaigns` within `start`..`end`, each from its platform's connector; by date, then campaign id. */
export async function campaignDays(
  ctx: HandlerContext,
  start: string,
  end: string,
  campaigns: readonly Campaign[],
): Promise<CampaignDay[]> {
  const byChannel = new Map<Channel, string[]>();
  for (const c of campaigns) byChannel.set(c.channel, [...(byChannel.get(c.channel) ?? []), c.id]);
  const days = await Promise.all([...byChannel].map(([channel, ids]) => adPlatform(ctx, channel).daily(ctx, start, end, ids)));
  return days
    .flat()
    .sort((a, b) =>
      a.date === b.date ? (a.campaign_id < b.campaign_id ? -1 : a.campaign_id > b.campaign_id ? 1 : 0) : a.date < b.date ? -1 : 1,
    );
}
