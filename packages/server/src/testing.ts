/**
 * Test harness (exported for other packages' end-to-end tests): a real SQLite file in a temp
 * folder, migrated and seeded with the deterministic demo data, the real app listening on
 * 127.0.0.1:<random port>, and keys minted through the same code as `pnpm keys create`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { openDatabase, migrateLatest, seedDemo } from '@storeops/db';
import type { AllHandlers, Deprecation } from '@storeops/contract';
import { createApp, type App, type AppOptions } from './app';
import { allHandlers } from './handlers';
import { mintKey, type MintOptions } from './auth/keys';
import { answerClientErrors } from './http/client-error';
import type { Resolver } from '@storeops/egress';
import { samples as catalogSamples } from './samples/catalog';
import { samples as catalogWritesSamples } from './samples/catalog-writes';
import { samples as costsSamples } from './samples/costs';
import { samples as csSamples } from './samples/cs';
import { samples as merchantSamples } from './samples/merchant';
import { samples as analyticsPropertySamples } from './samples/analytics-property';
import { samples as reputationSamples } from './samples/reputation';
import { samples as adminSamples } from './samples/admin';
import { samples as jobsSamples } from './samples/jobs';
import { samples as ordersSamples } from './samples/orders';
import { samples as promotionsSamples } from './samples/promotions';
import { samples as financeListsSamples } from './samples/finance-lists';
import { samples as financeReportsSamples } from './samples/finance-reports';
import { samples as financeChangesSamples } from './samples/finance-changes';
import { samples as financeOpsSamples } from './samples/finance-ops';
import { samples as analyticsStoreSamples } from './samples/analytics-store';
import { samples as researchSamples } from './samples/research';
import { samples as socialSamples } from './samples/social';
import { samples as adsSamples } from './samples/ads';

/** The operator `TestServer.decide` decides as by default. */
export const TEST_OPERATOR = { id: 'op-test', email: 'operator@test.example' } as const;

export interface TestServer {
  baseUrl: string;
  db: Knex;
  app: App;
  /** The clock of the seed (its anchor day) and of the service: `TestServerOptions.now`, default the wall clock. */
  now: () => Date;
  hostedStoreId: string;
  businessStoreId: string;
  /** Mints a key on the hosted store unless `storeId` says otherwise; returns the clear key. */
  key(scopes: string[], extra?: Partial<MintOptions>): Promise<string>;
  /** POSTs a JSON body (or raw text) to a tool and returns status, headers and parsed body. */
  call(
    tool: string,
    body: unknown,
    key?: string,
    init?: { rawBody?: string; contentType?: string },
  ): Promise<{ status: number; headers: Headers; body: any }>;
  /**
   * An operator's decision on a card of the hosted store (unless `storeId`), exactly as the
   * dashboard's approve / reject: `app.invoker.decideApproval`. Default operator: TEST_OPERATOR.
   */
  decide(
    approvalId: string,
    decision: 'approve' | 'reject',
    opts?: { operator?: { id: string; email: string }; reason?: string; now?: Date; storeId?: string },
  ): ReturnType<App['invoker']['decideApproval']>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** A postgres:// URL of an empty database to use instead of a temporary SQLite file. */
  databaseUrl?: string;
  handlers?: AllHandlers;
  deprecations?: readonly Deprecation[];
  now?: () => Date;
  scale?: number;
  /** Receives the app's log lines (default: dropped). */
  log?: (message: string) => void;
  /** Host settings of the app (AppOptions `publicUrl` / `allowedHosts`; see http/hosts.ts). */
  publicUrl?: string;
  allowedHosts?: readonly string[];
  /**
   * Webhook egress and dispatch (AppOptions `webhooks`). Default: loopback not allowed,
   * `testResolver()` (no test depends on, or reaches, the machine's DNS), and no dispatcher running
   * (a test that delivers asks for one: `dispatch: true`, or drives `app.dispatcher.drain()`).
   */
  webhooks?: AppOptions['webhooks'];
  /** The OAuth server's options (AppOptions `oauth`: extra trusted roots for metadata documents). */
  oauth?: AppOptions['oauth'];
  /** The storefront connector of the sync jobs (AppOptions `storefront`; default the embedded demo). */
  storefront?: AppOptions['storefront'];
  /** The web the research operations read (AppOptions `web`; default `offline`, the corpus only). */
  web?: AppOptions['web'];
  /**
   * The job runner (AppOptions `jobs`). Default: not running (a test runs queued jobs with
   * `app.jobs.drain()`, or asks for a running one: `run: true`).
   */
  jobs?: AppOptions['jobs'];
  /** The e-invoice status sync (AppOptions `einvoices`). Default: not swept (a test runs `app.syncEinvoices()`). */
  einvoices?: AppOptions['einvoices'];
}

/**
 * Public addresses the test resolver answers for the hosts the documented examples use
 * (`https://example.com/...`): example.com's real addresses, standing in for public DNS.
 */
export const TEST_DNS: Readonly<Record<string, readonly string[]>> = {
  'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  localhost: ['127.0.0.1', '::1'],
};

/**
 * A resolver that never leaves the process: names in `table` (default TEST_DNS) resolve to their
 * addresses, anything else fails as an unknown name does (`ENOTFOUND`).
 */
export function testResolver(table: Readonly<Record<string, readonly string[]>> = TEST_DNS): Resolver {
  return async (hostname) => {
    const addresses = table[hostname.toLowerCase()];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/**
 * A test clock that starts at 12:00 UTC of the wall clock's UTC day and advances with real time:
 * that day is the same calendar day in both demo stores' time zones (Europe/Amsterdam, UTC+1/+2;
 * America/New_York, UTC-5/-4), whatever hour the suite runs at. For tests whose subject is not a
 * day boundary but which name "today's" period or window (pass as `TestServerOptions.now`).
 */
export function middayClock(): () => Date {
  const startedAt = Date.now();
  const midday = Math.floor(startedAt / 86_400_000) * 86_400_000 + 12 * 3_600_000;
  return () => new Date(midday + (Date.now() - startedAt));
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-test-'));
  const db =
    opts.databaseUrl !== undefined
      ? openDatabase({ databaseUrl: opts.databaseUrl })
      : openDatabase({ filename: join(dir, 'storeops.sqlite') });
  await migrateLatest(db);
  // One clock for the seed and the service: the seed's history ends on the clock's day.
  const clock = opts.now ?? (() => new Date());
  const { hostedStoreId, businessStoreId } = await seedDemo(db, { scale: opts.scale ?? 1, anchor: clock() });
  const app = createApp({
    db,
    handlers: opts.handlers ?? allHandlers,
    now: clock,
    ...(opts.deprecations !== undefined ? { deprecations: opts.deprecations } : {}),
    ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.allowedHosts !== undefined ? { allowedHosts: opts.allowedHosts } : {}),
    webhooks: {
      ...opts.webhooks,
      allowLoopback: opts.webhooks?.allowLoopback ?? false,
      resolver: opts.webhooks?.resolver ?? testResolver(),
      dispatch: opts.webhooks?.dispatch ?? false,
    },
    ...(opts.oauth !== undefined ? { oauth: opts.oauth } : {}),
    ...(opts.storefront !== undefined ? { storefront: opts.storefront } : {}),
    ...(opts.web !== undefined ? { web: opts.web } : {}),
    jobs: { ...opts.jobs, run: opts.jobs?.run ?? false },
    einvoices: { ...opts.einvoices, sync: opts.einvoices?.sync ?? false },
    log: opts.log ?? (() => {}),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerClientErrors(server, {
    audit: app.audit,
    ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.log !== undefined ? { log: opts.log } : {}),
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    db,
    app,
    now: clock,
    hostedStoreId,
    businessStoreId,
    async key(scopes, extra = {}) {
      const minted = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes, ...extra });
      return minted.key;
    },
    async call(tool, body, key, init = {}) {
      const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/json' };
      if (key !== undefined) headers.authorization = `Bearer ${key}`;
      const res = await fetch(`${baseUrl}/api/v1/tools/${tool}`, {
        method: 'POST',
        headers,
        body: init.rawBody ?? JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // keep text
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async decide(approvalId, decision, o = {}) {
      return app.invoker.decideApproval({
        store: await app.stores.get(o.storeId ?? hostedStoreId),
        operator: o.operator ?? TEST_OPERATOR,
        approvalId,
        decision,
        ...(o.reason !== undefined ? { reason: o.reason } : {}),
        requestId: 'req_test_decision',
        now: o.now ?? clock(),
      });
    },
    async close() {
      await app.stop();
      // Connections a test left open (a response body it never read) are cut, not waited for:
      // Node 24's fetch keeps such sockets busy until the server's headers timeout (~50 s).
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.audit.drain();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Valid inputs for every operation, built from the test store's real rows (the first entry of
 * each list is the plain call). Operations missing here make the "every operation" tests fail,
 * so a new operation cannot slip through untested. Writes that need a card create one first.
 * Sandbox-only test helpers (`sandboxOnly`) are sampled on `sandboxKey`'s private copy: call them
 * with that key (see `sampleKey`); without it they get no entry.
 */
export async function sampleInputs(
  t: TestServer,
  key: string,
  sandboxKey?: string,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  // Every operation's samples take more calls than one key's default 120 per minute (seed: Limits):
  // the sample store gets a roomier limit, as a store may (`stores.rate_limit_per_minute`).
  await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
  t.app.stores.forget(t.hostedStoreId);
  const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
  const agent = await t.db('agents').where({ store_id: t.hostedStoreId }).orderBy('slug').first();
  // An active intent on a fresh campaign field: declared by `key`, approved by an operator.
  const campaigns = (await t.db('ad_campaigns').where({ store_id: t.hostedStoreId }).orderBy('id').select('id')) as Array<{ id: string }>;
  let nextCampaign = 0;
  const activeIntent = async (): Promise<string> => {
    const campaign = campaigns[nextCampaign++]!;
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: campaign.id,
        field: 'bidding',
        desired: 'target_roas',
        reason: 'sample',
        expires_at: new Date(t.now().getTime() + 86_400_000).toISOString(),
      },
      key,
    );
    if (res.status !== 200) throw new Error(`intent_declare failed: ${JSON.stringify(res.body)}`);
    const store = await t.app.stores.get(t.hostedStoreId);
    await t.app.invoker.decideApproval({
      store,
      operator: { id: 'sample', email: 'sample@test.example' },
      approvalId: res.body.result.approval_id,
      decision: 'approve',
      requestId: 'req_sample',
      now: t.now(),
    });
    return res.body.result.approval_id as string;
  };
  const submit = async () => {
    const res = await t.call('approval_submit', { title: 'Sample approval', reversibility_class: 'compensatable' }, key);
    if (res.status !== 200) throw new Error(`approval_submit failed: ${JSON.stringify(res.body)}`);
    return res.body.result.id as string;
  };
  // Two waiting cards in the sandbox copy (its variants keep the live external ids).
  const sandboxCards: string[] = [];
  for (const newPrice of sandboxKey === undefined ? [] : [11.11, 22.22]) {
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: newPrice }, sandboxKey);
    if (res.status !== 200) throw new Error(`sandbox proposal failed: ${JSON.stringify(res.body)}`);
    sandboxCards.push(res.body.result.approval_id as string);
  }
  const policy = async () => {
    const res = await t.call('policy_create', { kind: 'rule', domain: 'ads', effect: 'require_approval' }, key);
    if (res.status !== 200) throw new Error(`policy_create failed: ${JSON.stringify(res.body)}`);
    return res.body.result.policy.id as string;
  };
  // Webhooks: a subscription made by `key`; the seeded ERP export (seed/webhooks.ts) and its latest delivery.
  const subscription = async () => {
    const res = await t.call('subscription_create', { url: 'https://example.com/webhooks/sample', event_types: ['approval.*'] }, key);
    if (res.status !== 200) throw new Error(`subscription_create failed: ${JSON.stringify(res.body)}`);
    return res.body.result.subscription.id as string;
  };
  const erp = await t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, description: 'ERP order export' }).first();
  const erpDelivery = await t
    .db('webhook_deliveries')
    .where({ subscription_id: erp.id, state: 'succeeded' })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first();
  const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('id').first();
  const updated = await subscription();
  // Issue 11 areas keep their samples in samples/<area>.ts (one file each, run in order).
  const areas: Record<string, Array<Record<string, unknown>>> = {};
  for (const source of [
    catalogSamples,
    catalogWritesSamples,
    ordersSamples,
    promotionsSamples,
    costsSamples,
    jobsSamples,
    csSamples,
    merchantSamples,
    analyticsPropertySamples,
    reputationSamples,
    adminSamples,
    financeListsSamples,
    financeReportsSamples,
    financeChangesSamples,
    financeOpsSamples,
    analyticsStoreSamples,
    researchSamples,
    socialSamples,
    adsSamples,
  ])
    Object.assign(areas, await source(t, key));
  return {
    ...areas,
    list_store_actions: [{}, { domain: 'catalog' }],
    get_store_overview: [{}],
    query_products: [
      {},
      { sort: 'roas_desc', limit: 50 },
      { sort: 'created_desc', filter: { lifecycle_state: 'winner' } },
      { filter: { has_active_decision: true } },
    ],
    query_performance: [{}, { window_days: 90 }, { window_days: 1, product_id: product.id }],
    get_recent_decisions: [{}, { mode: 'noop', limit: 50 }, { mode: 'live', applied: true, window_days: 30 }],
    where_in_service: [{}, { question: 'where do I approve a price change?' }],
    get_alerts: [{}, { status: 'all', limit: 50 }, { severity: 'critical' }],
    get_calibration: [{}],
    get_cs_attention: [{}, { limit: 20 }],
    get_variants: [{}, { product_id: product.id, limit: 50 }],
    get_orders: [{}, { window_days: 120, limit: 50 }],
    approval_submit: [{ title: 'Pay supplier invoice', amount_cents: 125000, currency: 'EUR', reversibility_class: 'compensatable' }],
    approval_status: [{ approval_id: await submit() }],
    approval_list: [{}, { status: 'requested', limit: 5 }],
    approval_withdraw: [{ approval_id: await submit(), reason: 'no longer needed' }],
    create_alert: [{ severity: 'info', title: 'Sample alert', message: 'Raised by a test.' }],
    enable_automation: [{ agent: agent.slug }],
    disable_automation: [{ agent: agent.slug }],
    set_kill_switch: [{ engaged: false, reason: 'sample release (waits for an operator)' }],
    storefront_update_variant_price: [{ variant_id: variant.external_id, new_price: 19.99 }],
    intent_declare: [
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'compare_at_price',
        desired: 59.9,
        reason: 'sample declaration',
        expires_at: new Date(t.now().getTime() + 86_400_000).toISOString(),
      },
    ],
    intent_status: [{ intent_id: await activeIntent() }],
    intent_list: [{}, { status: 'active', resource_kind: 'campaign' }],
    intent_release: [{ intent_id: await activeIntent(), reason: 'sample release' }],
    intent_revert: [{ intent_id: await activeIntent(), reason: 'sample revert' }],
    storefront_update_inventory: [{ variant_id: variant.external_id, quantity: 25, reason: 'stock take' }],
    set_automation_enabled: [{ enabled: true, reason: 'sample turn-on (waits for an operator)' }],
    propose_discount: [{ product_ids: [product.id], discount_percent: 12.5, reason: 'sample discount' }],
    run_calibration: [{}, { window_days: 90 }],
    receipts_list: [{}, { operation: 'create_alert', limit: 5 }, { resource_kind: 'variant', resource_ref: variant.id }],
    receipts_price_memory: [{ variant_id: variant.external_id }, { variant_id: variant.id, limit: 5 }],
    policy_list: [{}, { kind: 'rule', domain: 'ads', enabled: true, limit: 5 }],
    policy_create: [
      { kind: 'rule', domain: 'promotions', effect: 'require_approval', conditions: [{ fact: 'discount_percent', op: 'gt', value: 30 }] },
      { kind: 'spend_ceiling', domain: 'ads', ceiling_cents: 50000, period: 'day' },
    ],
    policy_update: [{ policy_id: await policy(), enabled: false }],
    policy_delete: [{ policy_id: await policy() }],
    subscription_create: [
      { url: 'https://example.com/webhooks/storeops', event_types: ['order.*'], description: 'Order sync' },
      { url: 'https://example.com/webhooks/all' },
      { url: 'https://example.com:8443/webhooks', event_types: ['approval.*', 'product.price_changed'] },
    ],
    finance_subscription_create: [
      { entity_id: entity.id, url: 'https://example.com/webhooks/finance', event_types: ['fin.entry.*', 'fin.period.closed'] },
      { entity_id: entity.id, url: 'https://example.com/webhooks/finance/all', description: 'Every finance event' },
    ],
    subscription_list: [{}, { kind: 'finance', entity_id: entity.id }, { state: 'active', limit: 5 }],
    subscription_update: [
      { subscription_id: updated, event_types: ['approval.decided', 'order.created'], description: 'Sample update' },
      { subscription_id: updated, state: 'disabled' },
      { subscription_id: updated, state: 'active', event_types: null, description: null },
    ],
    subscription_delete: [{ subscription_id: await subscription() }],
    subscription_deliveries: [
      { subscription_id: erp.id },
      { subscription_id: erp.id, state: 'succeeded', event_type: 'order.created', limit: 5 },
    ],
    subscription_redeliver: [{ delivery_id: erpDelivery.id }],
    ...(sandboxKey === undefined
      ? {}
      : {
          sandbox_approval_decide: [
            { approval_id: sandboxCards[0], decision: 'reject', reason: 'sample rejection' },
            { decision: 'approve' },
          ],
        }),
    simulate: [
      { domain: 'promotions', action: 'propose_discount', facts: { discount_percent: 40 } },
      {
        domain: 'catalog',
        action: 'storefront_update_variant_price',
        facts: { amount_cents: 500, resource_kind: 'variant', resource_ref: variant.id, field: 'price' },
      },
    ],
  };
}

/** The key to call `op` with: the sandbox key for sandbox-only test helpers, else the live one. */
export function sampleKey(op: { sandboxOnly: boolean }, live: string, sandbox: string): string {
  return op.sandboxOnly ? sandbox : live;
}
