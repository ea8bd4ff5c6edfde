/**
 * @storeops/connector-marketplace: the marketplace's advertising (sponsored-product campaigns,
 * channel `marketplace`) behind the marketplace port (@storeops/contract ports/marketplace.ts).
 * The ads and intent handlers reach it as `ctx.connectors.marketplace` (AppOptions
 * `connectors.marketplace` replaces it: a real marketplace client, or a test double).
 *
 * The embedded implementation (`embeddedMarketplace`) holds the demo marketplace in the store's
 * own tables: its campaigns are the `marketplace` rows of `ad_campaigns` (migration 008) and their
 * daily metrics the matching rows of `ads_campaign_daily` (migration 021), read and written through
 * the store scope (@storeops/connector-ad-campaigns). Money in integer cents; days `YYYY-MM-DD` (UTC).
 */
import { campaignRows, dailyRows } from '@storeops/connector-ad-campaigns';
import type { MarketplacePort } from '@storeops/contract/ports/marketplace';

export type { MarketplacePort } from '@storeops/contract/ports/marketplace';

/** The tables holding the marketplace's data: its rows of `ad_campaigns` and `ads_campaign_daily`. */
export const MARKETPLACE_OWNED_TABLES: readonly string[] = ['ad_campaigns', 'ads_campaign_daily'];

/** The embedded connector: the demo marketplace in the store's tables. */
export const embeddedMarketplace: MarketplacePort = {
  channel: 'marketplace',
  ownedTables: MARKETPLACE_OWNED_TABLES,
  ...campaignRows('marketplace'),
  daily: dailyRows('marketplace'),
};
