/** @storeops/server: the Express application and its building blocks (named exports only). */
export { createApp, type App, type AppOptions } from './app';
export { allHandlers, books } from './handlers';
export { bootstrapDemo, type DemoBootstrap } from './demo';
export { mintKey, type MintOptions, type MintedKey } from './auth/keys';
export { ServiceError, toServiceError } from './errors';
export { makeWriteContext } from './write/context';
// For the test kit (@storeops/testkit): what its test server and the domains' HTTP tests reach for.
export { answerClientErrors } from './http/client-error';
export { emitEvent } from './write/outbox';
export { readBackAll } from './write/readback';
export { SUPPORTED_REVISIONS } from './mcp/exchange';
