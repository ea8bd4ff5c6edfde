/** @storeops/server: the Express application and its building blocks (named exports only). */
export { createApp, type App, type AppOptions } from './app';
export { allHandlers } from './handlers';
export { bootstrapDemo, type DemoBootstrap } from './demo';
export { mintKey, type MintOptions, type MintedKey } from './auth/keys';
export { ServiceError } from './errors';
export { makeWriteContext } from './write/context';
