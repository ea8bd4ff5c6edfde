/**
 * @storeops/domain-cs: handlers of the `cs` domain (seed: "Tool operations with documented
 * parameters"). The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers"); the handlers in
 * `attention.ts`, `threads.ts`, `copilot.ts`, `reply.ts` and `triage.ts`.
 */
export { handlers } from './handlers';
export { extractiveProvider, type CopilotDocument, type CopilotPassage, type CopilotProvider } from './copilot';
