/** The cs domain's handler map (generated `CsHandlers`); each handler lives in the file named for it. */
import type { CsHandlers } from '@storeops/contract';
import { getCsAttention } from './attention';
import { csCopilotAsk } from './copilot';
import { csSendReply } from './reply';
import { getCsThread, getCsThreads } from './threads';
import { csTriageThread } from './triage';

export const handlers = {
  cs_copilot_ask: csCopilotAsk,
  cs_send_reply: csSendReply,
  cs_triage_thread: csTriageThread,
  get_cs_attention: getCsAttention,
  get_cs_thread: getCsThread,
  get_cs_threads: getCsThreads,
} satisfies CsHandlers;
