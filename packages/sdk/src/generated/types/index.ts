// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

export type * from './shared.js';
export type * from './admin.js';
export type * from './ads.js';
export type * from './analytics.js';
export type * from './automation.js';
export type * from './catalog.js';
export type * from './costs.js';
export type * from './cs.js';
export type * from './disputes.js';
export type * from './finance.js';
export type * from './general.js';
export type * from './merchant.js';
export type * from './orders.js';
export type * from './promotions.js';
export type * from './reputation.js';
export type * from './research.js';
