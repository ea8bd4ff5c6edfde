/** The reputation domain's handler map (generated `ReputationHandlers`); the rules are in reviews.ts. */
import type { ReputationHandlers } from '@storeops/contract';
import { getReviews } from './reviews';

export const handlers = {
  get_reviews: getReviews,
} satisfies ReputationHandlers;
