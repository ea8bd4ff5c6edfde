/**
 * @storeops/domain-cs: handlers of the `cs` domain (seed: "Tool operations with documented
 * parameters"). Thin: rules live in `service.ts`, queries in `repo.ts`.
 */
import type { CsHandlers } from '@storeops/contract';
import { getCsAttention } from './service';

export const handlers = {
  get_cs_attention: (input, ctx) => getCsAttention(input, ctx),
} satisfies CsHandlers;
