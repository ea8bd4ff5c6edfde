/**
 * @storeops/connectors-embedded: the embedded demo adapter of every platform port (@storeops/contract
 * ports/index.ts), as the one `Connectors` set an app starts from (docs/ARCHITECTURE.md "Connectors").
 * AppOptions `connectors` overrides any of them: `connectorsWith({ storefront: client })`. The ad
 * platforms are one member each (`googleAds`, `microsoftAds`, `meta`, `marketplace`), so a deployment
 * swaps one platform and keeps the others. Named exports only.
 */
import type { Connectors } from '@storeops/contract';
import { embeddedAnalytics } from '@storeops/connector-analytics';
import { embeddedCsChannel } from '@storeops/connector-cs-channel';
import { embeddedEinvoice } from '@storeops/connector-einvoice';
import { embeddedMerchantFeed } from '@storeops/connector-merchant-feed';
import { embeddedMarketplace } from '@storeops/connector-marketplace';
import { embeddedGoogleAds, embeddedMicrosoftAds } from '@storeops/connector-search-ads';
import { embeddedSocialAds } from '@storeops/connector-social-ads';
import { embeddedStorefront } from '@storeops/connector-storefront';
import { embeddedWeb } from '@storeops/connector-web';

/** The demo platforms: every port answered from the store's own tables (and the committed web corpus). */
export const EMBEDDED_CONNECTORS: Readonly<Connectors> = Object.freeze({
  storefront: embeddedStorefront,
  csChannel: embeddedCsChannel,
  merchantFeed: embeddedMerchantFeed,
  googleAds: embeddedGoogleAds,
  microsoftAds: embeddedMicrosoftAds,
  meta: embeddedSocialAds,
  marketplace: embeddedMarketplace,
  analytics: embeddedAnalytics,
  web: embeddedWeb,
  einvoice: embeddedEinvoice,
});

/** The embedded connectors with `overrides` in place of the named ones (undefined entries keep the embedded one). */
export function connectorsWith(overrides: Partial<Connectors> = {}): Connectors {
  const out: Connectors = { ...EMBEDDED_CONNECTORS };
  for (const [name, connector] of Object.entries(overrides) as Array<[keyof Connectors, Connectors[keyof Connectors] | undefined]>) {
    if (connector !== undefined) (out as unknown as Record<string, unknown>)[name] = connector;
  }
  return out;
}
