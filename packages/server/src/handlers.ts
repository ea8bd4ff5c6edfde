/**
 * The full handler map: one entry per domain, each a `satisfies <Domain>Handlers` map from its
 * domain package. A spec operation without a handler fails the type check here and start-up in
 * the invoke core. There is no dispatch on operation names anywhere.
 */
import type { AllHandlers } from '@storeops/contract';
import { handlers as admin } from '@storeops/domain-admin';
import { handlers as ads } from '@storeops/domain-ads';
import { handlers as analytics } from '@storeops/domain-analytics';
import { handlers as automation } from '@storeops/domain-automation';
import { handlers as catalog } from '@storeops/domain-catalog';
import { handlers as costs } from '@storeops/domain-costs';
import { handlers as cs } from '@storeops/domain-cs';
import { handlers as disputes } from '@storeops/domain-disputes';
import { handlers as finance } from '@storeops/domain-finance';
import { handlers as general } from '@storeops/domain-general';
import { handlers as merchant } from '@storeops/domain-merchant';
import { handlers as orders } from '@storeops/domain-orders';
import { handlers as promotions } from '@storeops/domain-promotions';
import { handlers as reputation } from '@storeops/domain-reputation';
import { handlers as research } from '@storeops/domain-research';

export const allHandlers: AllHandlers = {
  admin,
  ads,
  analytics,
  automation,
  catalog,
  costs,
  cs,
  disputes,
  finance,
  general,
  merchant,
  orders,
  promotions,
  reputation,
  research,
};
