/** The disputes domain's handler map (generated `DisputesHandlers`); the rules are in disputes.ts. */
import type { DisputesHandlers } from '@storeops/contract';
import { getDisputes } from './disputes';

export const handlers = {
  get_disputes: getDisputes,
} satisfies DisputesHandlers;
