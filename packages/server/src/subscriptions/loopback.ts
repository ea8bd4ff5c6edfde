/**
 * The development switch of webhook targets (for local development only,
 * `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` lets subscriptions target `http://127.0.0.1:<port>/...`
 * and `http://localhost:<port>/...` (nothing else); the server prints a warning at start when it
 * is on). The policy itself is @storeops/egress (`allowLoopback`).
 */

/** The one line `pnpm start` prints on stderr when the switch is on. */
export const LOOPBACK_WARNING =
  'WARNING: STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true: webhook subscriptions may target http(s)://localhost, 127.0.0.1 and [::1] with a port; for local development only, never in production.';
