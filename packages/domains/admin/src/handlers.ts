/** The admin domain's handler map (generated `AdminHandlers`); each handler lives in the file named for it. */
import type { AdminHandlers } from '@storeops/contract';
import { setAutomationEnabled } from './automation-switch';
import { crossStoreLinkStatus } from './cross-store-links-status';
import { proposeCrossStoreLink } from './cross-store-links';
import { storefrontGraphqlQuery } from './graphql-query';
import { setKillSwitch } from './kill-switch';
import { getStoreSettings } from './settings';

export const handlers = {
  cross_store_link_status: crossStoreLinkStatus,
  get_store_settings: getStoreSettings,
  propose_cross_store_link: proposeCrossStoreLink,
  set_automation_enabled: setAutomationEnabled,
  set_kill_switch: setKillSwitch,
  storefront_graphql_query: storefrontGraphqlQuery,
} satisfies AdminHandlers;
