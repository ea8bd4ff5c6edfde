/**
 * The dashboard map behind where_in_service (seed: "Tool operations with documented parameters",
 * where_in_service): hand-written data, one entry per place a person is sent to (page, section,
 * the exact control), in the fixed order the whole map is listed in. Every entry names a page the
 * dashboard serves (packages/server/src/dashboard), its section heading (an `<h2>` on that page)
 * and a button or link on it with that text, as shown when the action is available (e.g.
 * "Engage kill switch" while the switch is released); a test signs in and checks each one.
 *
 * Dashboard URL scheme (the one scheme every URL the API hands out follows; the dashboard's
 * router, packages/server/src/dashboard/index.ts, serves exactly these):
 * - `/dashboard/<page>`: a page of the signed-in operator's own store;
 * - `/dashboard/stores/<store id>/<page>`: the same page of one of that store's sandbox copies
 *   (a sandbox key's private copy of the demo store); the operator of the store that minted the
 *   key may open it while the copy lives, anyone else gets 404;
 * - store pages: `approvals`, `controls` (with `#kill-switch`, `#automation`, `#agents`),
 *   `controls/agents/<agent slug>`, `audit`; account pages (`account: true`), which exist for the
 *   operator's own store only whatever store the caller acts on: `settings/developers`.
 * So a live key's URLs are `/dashboard/...`, a sandbox key's `/dashboard/stores/<its copy>/...`
 * (account pages excepted). `path` below is relative to that store prefix (or to `/dashboard`
 * for account pages) and may end in a `#fragment` naming the section.
 *
 * Only pages the dashboard has are listed: the dashboard is the operator's console for governance
 * (approvals, controls and agents, the audit log, API keys). Questions about the store's business
 * (products, orders, ads, finance, customer service, ...) match nothing: those are reached through
 * the API's operations (list_store_actions), not a dashboard page. Where a nearby page really does
 * the job, its words are listed as synonyms (undoing a change: the decided cards show how to undo
 * each; declaring field ownership: declarations are approval cards).
 */
export interface DashboardDestination {
  page: string;
  path: string;
  section: string;
  buttonText: string;
  keywords: readonly string[];
  /** A page of the operator's own store (the account), whatever store the caller acts on. */
  account?: true;
}

export const DESTINATIONS: readonly DashboardDestination[] = [
  {
    page: 'Approvals',
    path: '/approvals',
    section: 'Waiting for your decision',
    buttonText: 'Approve',
    keywords: [
      'approval',
      'approve',
      'proposal',
      'proposed',
      'pending',
      'card',
      'request',
      'review change',
      'inbox',
      'sign off',
      'price change',
      'waiting',
      'home',
      'dashboard',
      'start',
      'intent',
      'declaration',
      'ownership',
    ],
  },
  {
    page: 'Approvals',
    path: '/approvals',
    section: 'Waiting for your decision',
    buttonText: 'Reject',
    keywords: ['reject', 'decline', 'refuse', 'deny', 'proposal', 'card', 'reason'],
  },
  {
    page: 'Approvals',
    path: '/approvals',
    section: 'Decided, failed, expired and withdrawn',
    buttonText: 'Show',
    keywords: [
      'history',
      'decided',
      'approved',
      'rejected',
      'failed',
      'expired',
      'withdrawn',
      'past',
      'receipt',
      'undo',
      'revert',
      'reverse',
      'roll back',
      'rollback',
      'decision',
    ],
  },
  {
    page: 'Controls',
    path: '/controls#kill-switch',
    section: 'Kill switch',
    buttonText: 'Engage kill switch',
    keywords: ['kill switch', 'kill', 'emergency', 'stop', 'halt', 'freeze', 'pause all', 'panic', 'stop everything', 'all automation'],
  },
  {
    page: 'Controls',
    path: '/controls#automation',
    section: 'Store automation',
    buttonText: 'Turn automation off',
    keywords: ['automation', 'store automation', 'turn off', 'disable automation', 'pause automation', 'automatic', 'agents off'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Switch to live',
    keywords: ['agent', 'automation', 'dry run', 'dry', 'live', 'turn on', 'enable', 'activate', 'switch', 'mode', 'bot'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Switch off',
    keywords: ['agent', 'disable', 'turn off', 'stop agent', 'pause agent', 'mode', 'off', 'bot'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Recent decisions',
    keywords: ['decision', 'agent did', 'what changed', 'bucket', 'applied', 'noop', 'queued', 'suggested', 'log', 'agent'],
  },
  {
    page: 'Audit log',
    path: '/audit',
    section: 'Activity',
    buttonText: 'Filter',
    keywords: ['audit', 'log', 'who', 'changed', 'request id', 'call', 'activity', 'trail', 'search', 'find request', 'history'],
  },
  {
    page: 'Audit log',
    path: '/audit',
    section: 'Activity',
    buttonText: 'Download CSV',
    keywords: ['audit', 'csv', 'export', 'download', 'spreadsheet', 'log'],
  },
  {
    page: 'Settings > Developers',
    path: '/settings/developers',
    section: 'Mint a key',
    buttonText: 'Mint key',
    keywords: [
      'api',
      'key',
      'token',
      'credential',
      'developer',
      'integration',
      'sandbox',
      'test',
      'scope',
      'mint',
      'new key',
      'create key',
      'rotate',
      'ip',
      'allowlist',
      'whitelist',
      'address',
      'network',
      'cidr',
      'restrict',
      'office',
      'expiry',
    ],
    account: true,
  },
  {
    page: 'Settings > Developers',
    path: '/settings/developers',
    section: 'API keys',
    buttonText: 'Turn auto-apply on',
    keywords: ['auto apply', 'auto', 'apply', 'automatic', 'approval', 'api key', 'key', 'turn on', 'enable', 'write'],
    account: true,
  },
  {
    page: 'Settings > Developers',
    path: '/settings/developers',
    section: 'API keys',
    buttonText: 'Revoke',
    keywords: ['revoke', 'delete key', 'disable key', 'leaked', 'compromised', 'api key', 'key', 'remove'],
    account: true,
  },
];

/**
 * Path prefix of the dashboard pages of the store a caller acts on (see the URL scheme above):
 * `/dashboard` for a live store, `/dashboard/stores/<id>` for a sandbox copy.
 */
export function dashboardRoot(store: { id: string; sandbox: boolean }): string {
  return store.sandbox ? `/dashboard/stores/${encodeURIComponent(store.id)}` : '/dashboard';
}

/** The URL of a destination for the store a caller acts on. */
export function destinationUrl(d: DashboardDestination, store: { id: string; sandbox: boolean }): string {
  return `${d.account === true ? '/dashboard' : dashboardRoot(store)}${d.path}`;
}
