/**
 * The platform ports (docs/ARCHITECTURE.md "Connectors"): every external platform a handler reaches,
 * as an interface the handler depends on and an adapter implements (packages/connectors/<platform>).
 * A handler reaches a platform only through `ctx.connectors`, which the app builds from AppOptions
 * `connectors` (a partial override of the embedded demo adapters), so a test or a deployment swaps
 * one adapter without touching handlers or process-wide state.
 *
 * Each port declares `ownedTables`: the tables of the store's data that hold that platform's data.
 * Handlers never write them directly (the port guard test, packages/connectors/embedded/src/guard.test.ts).
 *
 * Ad platforms are one member per platform, each running one campaign channel (ad-platform.ts):
 * `googleAds`, `microsoftAds`, `meta`, `marketplace`; handlers pick one by the campaign's channel
 * with `adPlatform(ctx, channel)`.
 */
import type { AdPlatformPort } from './ad-platform';
import type { AnalyticsPort } from './analytics';
import type { CsChannelPort } from './cs-channel';
import type { EinvoicePort, EinvoiceStatusUpdate } from './einvoice';
import type { MarketplacePort } from './marketplace';
import type { MerchantFeedPort } from './merchant-feed';
import type { SearchAdsPort } from './search-ads';
import type { SocialAdsPort } from './social-ads';
import type { StorefrontPort } from './storefront';
import type { WebPort } from './web';

export interface Connectors {
  /** The storefront platform (catalog, orders, promotions; the sync jobs' changes). */
  storefront: StorefrontPort;
  /** The customer-service channel (replies). */
  csChannel: CsChannelPort;
  /** The merchant (product) feed. */
  merchantFeed: MerchantFeedPort;
  /** Google Ads: the `google_ads` campaigns, their accounts, ad groups, keywords, auction data. */
  googleAds: SearchAdsPort;
  /** Microsoft Advertising: the `microsoft_ads` campaigns and their search objects (the same port as Google Ads). */
  microsoftAds: SearchAdsPort;
  /** Meta: the `meta` campaigns, ad sets, ads, audiences and insights. */
  meta: SocialAdsPort;
  /** The marketplace: its sponsored-product (`marketplace`) campaigns. */
  marketplace: MarketplacePort;
  /** The analytics property (GA4-like). */
  analytics: AnalyticsPort;
  /** The web (search corpus, page reads). */
  web: WebPort;
  /** The e-invoicing network (a Peppol access point): the transport status of the finance entities' e-invoice messages. */
  einvoice: EinvoicePort;
}

export type {
  AdPlatformPort,
  AnalyticsPort,
  CsChannelPort,
  EinvoicePort,
  EinvoiceStatusUpdate,
  MarketplacePort,
  MerchantFeedPort,
  SearchAdsPort,
  SocialAdsPort,
  StorefrontPort,
  WebPort,
};
