/**
 * @storeops/domain-cs: handlers of the `cs` domain (seed: "Tool operations with documented
 * parameters"). Thin: rules live in `service.ts`, `threads.ts`, `copilot.ts`, `reply.ts` and
 * `triage.ts`; queries in `repo.ts`.
 */
import type { CsHandlers } from '@storeops/contract';
import { csCopilotAsk } from './copilot';
import { csSendReply } from './reply';
import { getCsAttention } from './service';
import { getCsThread, getCsThreads } from './threads';
import { csTriageThread } from './triage';

export { extractiveProvider, type CopilotDocument, type CopilotPassage, type CopilotProvider } from './copilot';

export const handlers = {
  get_cs_attention: (input, ctx) => getCsAttention(input, ctx),
  get_cs_threads: (input, ctx) => getCsThreads(input, ctx),
  get_cs_thread: (input, ctx) => getCsThread(input, ctx),
  cs_copilot_ask: (input, ctx) => csCopilotAsk(input, ctx),
  cs_send_reply: csSendReply,
  cs_triage_thread: (input, ctx) => csTriageThread(input, ctx),
} satisfies CsHandlers;
