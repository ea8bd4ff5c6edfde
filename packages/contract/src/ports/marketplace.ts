/**
 * The marketplace port (seed catalogue "ads"): the marketplace's sponsored-product campaigns,
 * channel `marketplace` (an Amazon-Ads-like platform: campaigns with a daily budget and bidding,
 * no accounts, ad groups or keywords exposed). The ads and intent handlers reach it only through
 * `ctx.connectors.marketplace`, chosen by the campaign's channel (ad-platform.ts `adPlatform`);
 * the embedded adapter is @storeops/connector-marketplace. Money is integer cents of the store
 * currency; days `YYYY-MM-DD` (UTC).
 */
import type { AdPlatformPort } from './ad-platform';

/** The marketplace's advertising: its campaigns and their daily metrics (ad-platform.ts). */
export interface MarketplacePort extends AdPlatformPort {
  readonly channel: 'marketplace';
}
