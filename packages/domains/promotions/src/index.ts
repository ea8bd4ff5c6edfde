/**
 * @storeops/domain-promotions: discounts and promotions (seed catalogue "promotions"). Named
 * exports only.
 */
import type { PromotionsHandlers } from '@storeops/contract';
import { proposeDiscount } from './discount';

export const handlers = {
  propose_discount: proposeDiscount,
} satisfies PromotionsHandlers;
