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
 * Every page and every action of the dashboard is a destination: approvals, controls
 * and agents, the audit log, API keys, webhooks, the finance books (bank accounts, statements,
 * periods, trial balance) and connected apps. `action` names the dashboard route a control
 * requests (`METHOD path`, the path as the dashboard's router declares it, relative to the store
 * prefix); a test walks the router and checks that every page route is some destination's `path`
 * and every other route some destination's `action`, so the map stays in step with the dashboard.
 * Questions about the store's business the dashboard has no page for (products, orders, ads,
 * customer service, ...) match nothing: those are reached through the API's operations
 * (list_store_actions). Where a nearby page really does the job, its words are listed as synonyms
 * (undoing a change: the decided cards show how to undo each; declaring field ownership:
 * declarations are approval cards).
 */
export interface DashboardDestination {
  page: string;
  path: string;
  section: string;
  buttonText: string;
  keywords: readonly string[];
  /** A page of the operator's own store (the account), whatever store the caller acts on. */
  account?: true;
  /**
   * When the control (and maybe its section) is on the page only in some state of the store (a row
   * to act on, a selection), that state in words, e.g. "a subscription is disabled"; the page is
   * there in any state.
   */
  shownWhen?: string;
  /**
   * The dashboard route the control requests, `METHOD path` with the router's `:params`
   * (e.g. `POST /finance/periods/:id/close`); absent when the control only shows the page.
   */
  action?: string;
}

export const DESTINATIONS: readonly DashboardDestination[] = [
  {
    page: 'Approvals',
    path: '/approvals',
    section: 'Waiting for your decision',
    buttonText: 'Approve',
    action: 'POST /approvals/:id/:decision',
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
    action: 'POST /approvals/:id/:decision',
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
    action: 'POST /controls/kill-switch',
    keywords: ['kill switch', 'kill', 'emergency', 'stop', 'halt', 'freeze', 'pause all', 'panic', 'stop everything', 'all automation'],
  },
  {
    page: 'Controls',
    path: '/controls#automation',
    section: 'Store automation',
    buttonText: 'Turn automation off',
    action: 'POST /controls/automation',
    keywords: ['automation', 'store automation', 'turn off', 'disable automation', 'pause automation', 'automatic', 'agents off'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Switch to live',
    action: 'POST /controls/agents/:slug/:action',
    keywords: ['agent', 'automation', 'dry run', 'dry', 'live', 'turn on', 'enable', 'activate', 'switch', 'mode', 'bot'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Switch off',
    action: 'POST /controls/agents/:slug/:action',
    keywords: ['agent', 'disable', 'turn off', 'stop agent', 'pause agent', 'mode', 'off', 'bot'],
  },
  {
    page: 'Controls',
    path: '/controls#agents',
    section: 'Agents',
    buttonText: 'Recent decisions',
    action: 'GET /controls/agents/:slug',
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
    action: 'GET /audit.csv',
    keywords: ['audit', 'csv', 'export', 'download', 'spreadsheet', 'log'],
  },
  {
    page: 'Settings > Developers',
    path: '/settings/developers',
    section: 'Mint a key',
    buttonText: 'Mint key',
    action: 'POST /settings/developers/keys',
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
    action: 'POST /settings/developers/keys/:id/:action',
    keywords: ['auto apply', 'auto', 'apply', 'automatic', 'approval', 'api key', 'key', 'turn on', 'enable', 'write'],
    account: true,
  },
  {
    page: 'Settings > Developers',
    path: '/settings/developers',
    section: 'API keys',
    buttonText: 'Revoke',
    action: 'POST /settings/developers/keys/:id/:action',
    keywords: ['revoke', 'delete key', 'disable key', 'leaked', 'compromised', 'api key', 'key', 'remove'],
    account: true,
  },
  {
    page: 'Settings > Developers > Webhooks',
    path: '/settings/developers/webhooks',
    section: 'Subscriptions',
    buttonText: 'Deliveries',
    shownWhen: 'the store has a webhook subscription',
    keywords: [
      'webhook',
      'subscription',
      'subscribe',
      'endpoint',
      'event',
      'callback',
      'notification',
      'delivery',
      'deliveries',
      'signature',
      'jwks',
    ],
  },
  {
    page: 'Settings > Developers > Webhooks',
    path: '/settings/developers/webhooks',
    section: 'Subscriptions',
    buttonText: 'Re-enable',
    shownWhen: 'a subscription is disabled',
    action: 'POST /settings/developers/webhooks/:id/enable',
    keywords: ['webhook', 'enable', 're enable', 'reenable', 'disabled', 'endpoint', 'subscription', 'turn on', 'failing', 'resume'],
  },
  {
    page: 'Settings > Developers > Webhooks',
    path: '/settings/developers/webhooks',
    section: 'Recent deliveries',
    buttonText: 'Redeliver',
    shownWhen: 'a delivery is listed',
    action: 'POST /settings/developers/webhooks/deliveries/:id/redeliver',
    keywords: ['webhook', 'redeliver', 'resend', 'retry', 'replay', 'delivery', 'missed', 'failed delivery', 'event'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Trial balance',
    buttonText: 'Show',
    keywords: ['finance', 'books', 'bookkeeping', 'accounting', 'ledger', 'trial balance', 'balance', 'entity', 'legal entity', 'company'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Periods',
    buttonText: 'Close',
    action: 'POST /finance/periods/:id/close',
    keywords: [
      'close',
      'accounting period',
      'period',
      'month end',
      'year end',
      'lock',
      'close the books',
      'books',
      'finance',
      'accounting',
    ],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Periods',
    buttonText: 'Reopen',
    action: 'POST /finance/periods/:id/reopen',
    keywords: ['reopen', 'open', 'unlock', 'accounting period', 'period', 'closed period', 'books', 'finance', 'accounting'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Bank accounts',
    buttonText: 'Save',
    shownWhen: 'a bank account is selected',
    action: 'POST /finance/bank-accounts/:id/update',
    keywords: ['bank account', 'bank', 'account number', 'iban', 'institution', 'rename', 'archive', 'finance'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Add a bank account',
    buttonText: 'Add bank account',
    action: 'POST /finance/bank-accounts/create',
    keywords: ['bank account', 'bank', 'add', 'new', 'card', 'cash', 'psp', 'payment provider', 'finance'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Import a statement',
    buttonText: 'Import statement',
    action: 'POST /finance/statements/import',
    keywords: ['statement', 'import', 'upload', 'bank', 'csv', 'camt', 'mt940', 'ofx', 'transactions', 'finance'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Statement rows',
    buttonText: 'Dismiss row',
    shownWhen: 'a counted statement row is listed',
    action: 'POST /finance/bank-transactions/:id/dismiss',
    keywords: ['dismiss', 'duplicate', 'not a transaction', 'statement row', 'bank transaction', 'transaction', 'ignore', 'finance'],
  },
  {
    page: 'Finance',
    path: '/finance',
    section: 'Statement rows',
    buttonText: 'Undismiss',
    shownWhen: 'a dismissed statement row is listed',
    action: 'POST /finance/bank-transactions/:id/undismiss',
    keywords: ['undismiss', 'restore', 'dismissed', 'statement row', 'bank transaction', 'transaction', 'undo', 'finance'],
  },
  {
    page: 'Settings > Connected apps',
    path: '/settings/connected-apps',
    section: 'Connected apps',
    buttonText: 'Revoke',
    shownWhen: 'an app is connected',
    action: 'POST /settings/connected-apps/:id/revoke',
    keywords: [
      'connected app',
      'app',
      'oauth',
      'mcp',
      'mcp host',
      'claude',
      'chatgpt',
      'grant',
      'authorization',
      'disconnect',
      'revoke app',
      'integration',
    ],
    account: true,
  },
  {
    page: 'Settings > Connected apps',
    path: '/settings/connected-apps',
    section: 'Connected apps',
    buttonText: 'Turn auto-apply on',
    shownWhen: 'an app is connected',
    action: 'POST /settings/connected-apps/:id/auto-apply',
    keywords: [
      'connected app',
      'app',
      'oauth',
      'mcp',
      'auto apply',
      'auto',
      'apply',
      'automatic',
      'approval',
      'grant',
      'turn on',
      'enable',
    ],
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
