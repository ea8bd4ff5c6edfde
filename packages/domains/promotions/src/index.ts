/**
 * @storeops/domain-promotions: discounts and promotions (seed catalogue "promotions"). Named
 * exports only.
 */
import type { PromotionsHandlers } from '@storeops/contract';
import { proposeDiscount } from './discount';
import { createDiscountCode } from './discount-code';
import { getPromotionDetail } from './detail';
import { createGiftCard } from './gift-card';
import { getDiscountHistory } from './history';

export const handlers = {
  get_discount_history: (input, ctx) => getDiscountHistory(input, ctx),
  get_promotion_detail: (input, ctx) => getPromotionDetail(input, ctx),
  propose_discount: proposeDiscount,
  storefront_create_discount_code: createDiscountCode,
  storefront_create_gift_card: createGiftCard,
} satisfies PromotionsHandlers;
