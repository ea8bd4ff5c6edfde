/** The promotions domain's handler map (generated `PromotionsHandlers`); each handler lives in the file named for it. */
import type { PromotionsHandlers } from '@storeops/contract';
import { getPromotionDetail } from './detail';
import { proposeDiscount } from './discount';
import { storefrontCreateDiscountCode } from './discount-code';
import { storefrontCreateGiftCard } from './gift-card';
import { getDiscountHistory } from './history';

export const handlers = {
  get_discount_history: getDiscountHistory,
  get_promotion_detail: getPromotionDetail,
  propose_discount: proposeDiscount,
  storefront_create_discount_code: storefrontCreateDiscountCode,
  storefront_create_gift_card: storefrontCreateGiftCard,
} satisfies PromotionsHandlers;
