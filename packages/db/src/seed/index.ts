/**
 * The deterministic demo-store seed (docs/ARCHITECTURE.md "Data"): a hosted-storefront store and a
 * business without a storefront, every value drawn from one fixed-seed PRNG.
 */
import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import type { AdCampaignRow, ExpenseRow, StoreRow, TableName } from '../tables';
import { ALL_TABLES } from '../tables';
import { BUSINESS_AGENTS, HOSTED_AGENTS, agentRows } from './agents';
import { businessAlerts, hostedAlerts } from './alerts';
import { businessWorld } from './business-world';
import { seedCatalogContent } from './catalog-content';
import type { CommerceRows, CommerceSeedInput } from './commerce';
import { seedCosts } from './costs';
import { seedFinance } from './finance';
import { seedCsExtras } from './cs-extras';
import { seedAnalyticsProperty } from './analytics-property';
import { seedMerchantFeed } from './merchant-feed';
import { seedSearchAds } from './search-ads';
import { seedReviewsDisputes } from './reviews-disputes';
import { seedSocialAds } from './social-ads';
import { businessCalibration, hostedCalibration } from './calibration';
import { generateCampaigns } from './campaigns';
import { generateCatalogue } from './catalogue';
import { generateCs } from './cs';
import { generateDecisions } from './decisions';
import { hostedExampleRows } from './examples';
import { hostedWorld, planTransitions } from './hosted-world';
import { insertChunked } from './insert';
import { seedOrderExtras } from './order-extras';
import { seedCannibalPairs, seedOrderAttribution } from './order-attribution';
import { generateBusinessOrders, generateHostedOrders } from './orders';
import { seedPromotions } from './promotions';
import { generatePerformance } from './performance';
import { DEMO_SEED, Rng } from './prng';
import { deliveriesWithSeq, webhookHistoryRows } from './webhooks';
import { Clock, DAY_MS, MINUTE_MS, WINDOW_DAYS, iso, utcMidnight } from './time';

/** Stable handles of the two demo stores (`stores.handle`). */
export const DEMO_STORE_HANDLES = { hosted: 'northwind-outfitters', business: 'harbor-wholesale' } as const;

/** Options for {@link seedDemo} and {@link seedIfEmpty}. */
export interface SeedOptions {
  /**
   * Multiplies the number of products, orders, decisions and cs threads (default 1; fractional
   * allowed, e.g. 0.1 for fast tests; every count stays at least 1). Must be finite and > 0.
   */
  scale?: number;
  /**
   * End of the seeded history: data covers the 120 days before it. Normalised to 00:00 UTC of its
   * day. Default: today 00:00 UTC. The same anchor (and scale) always gives identical rows.
   */
  anchor?: Date;
  /**
   * ISO 4217 code of the hosted store's currency (default `EUR`): the store, its orders, primary
   * market and primary finance entity. Amounts are the same integers whatever the code, read as
   * minor units of it (2450 is 24.50 EUR or 2450 JPY), so a test store in a zero-decimal currency
   * has the demo store's shape.
   */
  hostedCurrency?: string;
}

/** Ids of the two demo stores. */
export interface DemoStoreIds {
  hostedStoreId: string;
  businessStoreId: string;
}

/** {@link seedDemo}'s result: store ids and rows inserted per table. */
export interface SeedResult extends DemoStoreIds {
  counts: Record<TableName, number>;
}

/** Volumes at scale 1 (the hosted store's; the business store's in `business`). */
export const SEED_VOLUMES = {
  products: 220,
  orders: 5_300,
  decisions: 2_250,
  csThreads: 60,
  alerts: 40,
  business: { orders: 640, decisions: 320, csThreads: 24, alerts: 16 },
} as const;

const scaled = (base: number, scale: number) => Math.max(1, Math.round(base * scale));

/**
 * Insert the demo stores into a migrated, demo-free database, in one transaction, with chunked
 * multi-row inserts. Throws `RangeError` for a bad `scale`; rejects (and inserts nothing) if the
 * demo stores already exist (unique `stores.handle`) or any insert fails.
 *
 * Hosted store "Northwind Outfitters" (EUR): ~220 products with 1..6 variants, ~5,300 orders over
 * 120 days, performance_daily per product per day, ~2,250 decisions (about 70% noop), 40 alerts,
 * 4 calibration thresholds, ~60 cs threads, 6 agents. Business "Harbor Wholesale Co." (USD, no
 * storefront): no products, ~640 orders with product-less lines, ~320 decisions, 16 alerts,
 * calibration, ~24 cs threads, 4 agents. The hosted store also gets the governance history the
 * documented examples name (seed/examples.ts): 4 approval cards (2 waiting), 3 receipts' worth of
 * applied changes, 2 active intents, 2 policies; and the webhook history of seed/webhooks.ts (3
 * subscriptions, the last 20 orders' `order.created` events with their deliveries and attempts).
 * Each store has a finance entity (set of books) in its currency with a year of double-entry
 * history (seed/finance.ts: chart, periods, journal entries for every order, refund and expense,
 * bank statements of the last 90 days, e-invoices, proposals, the change feed); the hosted store
 * has a second, GBP entity (Northwind Outfitters UK Ltd).
 */
export async function seedDemo(db: Knex, opts: SeedOptions = {}): Promise<SeedResult> {
  const scale = opts.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be a finite number > 0, got ${scale}`);
  const clock = new Clock(utcMidnight(opts.anchor ?? new Date()).getTime());
  const hostedCurrency = opts.hostedCurrency ?? 'EUR';
  const dialect = dialectOf(db);
  const root = new Rng(DEMO_SEED);
  const ids = root.fork('stores');
  const hostedStoreId = ids.uuid();
  const businessStoreId = ids.uuid();

  const stores: StoreRow[] = [
    {
      id: hostedStoreId,
      name: 'Northwind Outfitters',
      handle: DEMO_STORE_HANDLES.hosted,
      tenant_type: 'hosted_storefront',
      currency: hostedCurrency,
      timezone: 'Europe/Amsterdam',
      last_synced_at: iso(clock.anchorMs - 7 * MINUTE_MS),
      rate_limit_per_minute: null,
      kill_switch_engaged: false,
      automation_enabled: true,
      created_at: iso(clock.anchorMs - 540 * DAY_MS + 9 * 3_600_000),
    },
    {
      id: businessStoreId,
      name: 'Harbor Wholesale Co.',
      handle: DEMO_STORE_HANDLES.business,
      tenant_type: 'no_storefront',
      currency: 'USD',
      timezone: 'America/New_York',
      last_synced_at: iso(clock.anchorMs - 23 * MINUTE_MS),
      rate_limit_per_minute: null,
      kill_switch_engaged: false,
      automation_enabled: true,
      created_at: iso(clock.anchorMs - 400 * DAY_MS + 14 * 3_600_000),
    },
  ];

  // Hosted-storefront store.
  const h = root.fork('hosted');
  const products = generateCatalogue(h.fork('catalogue'), clock, hostedStoreId, scaled(SEED_VOLUMES.products, scale));
  const hostedOrders = generateHostedOrders(
    h.fork('orders'),
    clock,
    hostedStoreId,
    products,
    scaled(SEED_VOLUMES.orders, scale),
    hostedCurrency,
  );
  // Order attribution (seed/order-attribution.ts): a few substitute pairs whose sales move against each
  // other, on the order lines, before performance_daily is aggregated from them.
  seedCannibalPairs(root.fork('cannibalization'), products, hostedOrders);
  const perf = generatePerformance(h.fork('performance'), clock, hostedStoreId, products, hostedOrders);
  const hostedCal = hostedCalibration(h.fork('calibration'), clock, hostedStoreId, products, perf.series, hostedOrders);
  const hostedInput = {
    storeId: hostedStoreId,
    currency: hostedCurrency,
    products,
    series: perf.series,
    thresholds: hostedCal.thresholds,
    agents: HOSTED_AGENTS,
  };
  const hostedDecisionCount = scaled(SEED_VOLUMES.decisions, scale);
  const planned = planTransitions(h.fork('transitions'), clock, hostedInput, Math.round(hostedDecisionCount * 0.08));
  const hostedDecisions = generateDecisions(
    h.fork('decisions'),
    clock,
    hostedWorld(clock, hostedInput, 'operator:ops@northwind-outfitters.example'),
    hostedDecisionCount,
    planned,
  );
  const hostedAgents = agentRows(h.fork('agents'), clock, hostedStoreId, HOSTED_AGENTS);
  const hostedAlertRows = hostedAlerts(
    h.fork('alerts'),
    clock,
    hostedStoreId,
    hostedCurrency,
    products,
    hostedCal.thresholds,
    SEED_VOLUMES.alerts,
  );
  const hostedCs = generateCs(
    h.fork('cs'),
    clock,
    hostedStoreId,
    hostedCurrency,
    true,
    hostedOrders,
    scaled(SEED_VOLUMES.csThreads, scale),
    ['Sam Okafor (Support)', 'Lena Vos (Support)'],
  );

  // Business without a storefront.
  const b = root.fork('business');
  const campaigns = generateCampaigns(b.fork('campaigns'));
  const businessOrders = generateBusinessOrders(b.fork('orders'), clock, businessStoreId, scaled(SEED_VOLUMES.business.orders, scale));
  const businessCal = businessCalibration(b.fork('calibration'), clock, businessStoreId, campaigns, businessOrders);
  const businessCs = generateCs(
    b.fork('cs'),
    clock,
    businessStoreId,
    'USD',
    false,
    businessOrders,
    scaled(SEED_VOLUMES.business.csThreads, scale),
    ['Maya Chen (Accounts)', 'Dev Patel (Support)'],
  );
  const businessInput = {
    storeId: businessStoreId,
    currency: 'USD',
    campaigns,
    threads: businessCs.threads,
    orders: businessOrders,
    thresholds: businessCal.thresholds,
    agents: BUSINESS_AGENTS,
  };
  const businessDecisions = generateDecisions(
    b.fork('decisions'),
    clock,
    businessWorld(clock, businessInput, 'operator:maya@harbor-wholesale.example'),
    scaled(SEED_VOLUMES.business.decisions, scale),
    [],
  );
  const businessAgents = agentRows(b.fork('agents'), clock, businessStoreId, BUSINESS_AGENTS);
  const businessAlertRows = businessAlerts(
    b.fork('alerts'),
    clock,
    businessStoreId,
    'USD',
    campaigns,
    businessOrders,
    businessCal.thresholds,
    SEED_VOLUMES.business.alerts,
  );

  // Ad campaigns (the resources campaign intents own): one per advertised hosted product, and the
  // business's own campaigns. Deterministic: derived from the plans above, no new randomness.
  const created = iso(clock.anchorMs - 200 * DAY_MS);
  const BIDDING = ['manual_cpc', 'maximize_conversions', 'target_roas', 'target_cpa'] as const;
  const CHANNELS = ['google_ads', 'meta', 'microsoft_ads', 'marketplace'] as const;
  const adCampaigns: AdCampaignRow[] = [
    ...products
      .filter((p) => p.campaignId !== null)
      .map((p, i) => ({
        id: p.campaignId!,
        store_id: hostedStoreId,
        name: `Shopping - ${p.row.title}`,
        channel: CHANNELS[i % 2]!,
        status: p.adsUntil < WINDOW_DAYS ? ('paused' as const) : ('enabled' as const),
        daily_budget_cents: p.dailyBudgetCents,
        bidding: BIDDING[i % BIDDING.length]!,
        created_at: created,
        updated_at: created,
      })),
    ...campaigns.map((c, i) => ({
      id: c.id,
      store_id: businessStoreId,
      name: c.name,
      channel: CHANNELS[i % CHANNELS.length]!,
      status: c.roas < 1.2 ? ('paused' as const) : ('enabled' as const),
      daily_budget_cents: c.dailyBudgetCents,
      bidding: BIDDING[(i + 1) % BIDDING.length]!,
      created_at: created,
      updated_at: created,
    })),
  ];

  // Governance history the documented request examples name (approval cards, receipts, intents,
  // policies); it sets the owned campaigns' budgets and the priced variant's updated_at.
  const examples = hostedExampleRows(h.fork('examples'), clock, {
    storeId: hostedStoreId,
    currency: hostedCurrency,
    products,
    campaigns: adCampaigns.filter((c) => c.store_id === hostedStoreId),
  });

  // Search ads: accounts, ad groups, keywords, daily metrics and auction
  // insights around the campaigns above; fills the campaigns' migration-021 columns in place.
  const searchAds = seedSearchAds(root.fork('search-ads'), {
    clock,
    adCampaigns,
    hosted: {
      storeId: hostedStoreId,
      currency: hostedCurrency,
      name: stores[0]!.name,
      timeZone: 'Europe/Amsterdam',
      competitors: ['alpine-outfitters.example', 'trailhead-supply.example', 'coastline-wear.example', 'urban-layers.example'],
      products,
      performance: perf.rows,
    },
    business: {
      storeId: businessStoreId,
      currency: 'USD',
      name: stores[1]!.name,
      timeZone: 'America/New_York',
      competitors: ['bean-depot.example', 'cafe-wholesale-direct.example', 'roastery-supply.example'],
      campaigns,
    },
  });

  // Commerce core: each extension has its own fork and may fill new
  // columns on the rows above before they are inserted (seed/commerce.ts).
  const commerceInput: CommerceSeedInput = {
    clock,
    hosted: { storeId: hostedStoreId, currency: hostedCurrency, products, orders: hostedOrders },
    business: { storeId: businessStoreId, currency: 'USD', orders: businessOrders },
    cs: {
      threads: [...hostedCs.threads, ...businessCs.threads],
      messages: [...hostedCs.messages, ...businessCs.messages],
    },
  };
  const commerce: CommerceRows[] = [
    seedCatalogContent(root.fork('catalog-content'), commerceInput),
    seedOrderExtras(root.fork('order-extras'), commerceInput),
    seedPromotions(root.fork('promotions'), commerceInput),
    seedCosts(root.fork('costs'), commerceInput),
    // Customer service, the merchant feed, reviews and disputes.
    seedCsExtras(root.fork('cs-extras'), commerceInput),
    seedMerchantFeed(root.fork('merchant-feed'), commerceInput),
    seedReviewsDisputes(root.fork('reviews-disputes'), commerceInput),
    // Where online-store orders came from (referrer, landing page, UTM).
    seedOrderAttribution(root.fork('attribution'), commerceInput),
    // The stores' analytics properties (seed/analytics-property.ts).
    seedAnalyticsProperty(root.fork('analytics-property'), commerceInput, perf.rows, scale),
  ];
  // Social ads: around the stores' `meta` campaigns above.
  commerce.push(
    seedSocialAds(root.fork('social-ads'), {
      clock,
      stores: [
        { storeId: hostedStoreId, country: 'NL', campaigns: adCampaigns, orders: hostedOrders, products },
        { storeId: businessStoreId, country: 'US', campaigns: adCampaigns, orders: businessOrders },
      ].map((s) => ({ ...s, campaigns: s.campaigns.filter((c) => c.store_id === s.storeId) })),
    }),
  );

  // Finance entities of both stores and the hosted store's webhook history (seed/webhooks.ts),
  // after the commerce extensions: its `order.created` payloads show the orders' storefront ids
  // and addresses.
  const webhooks = webhookHistoryRows(root.fork('webhooks'), {
    hosted: { storeId: hostedStoreId, name: stores[0]!.name, currency: hostedCurrency, orders: hostedOrders },
    business: { storeId: businessStoreId, name: stores[1]!.name, currency: 'USD' },
    createdAt: { hosted: stores[0]!.created_at, business: stores[1]!.created_at },
  });

  // Finance books: a year of double-entry history on the stores'
  // entities (and a second, GBP entity of the hosted store), after the entities exist and the
  // commerce extensions have set variant costs and produced the expenses.
  const expenses = commerce.flatMap((c) => (c.expenses ?? []) as ExpenseRow[]);
  const finance = seedFinance(root.fork('finance'), {
    clock,
    hosted: {
      entity: webhooks.financeEntities[0]!,
      products,
      orders: hostedOrders,
      expenses: expenses.filter((e) => e.store_id === hostedStoreId),
      performance: perf.rows,
    },
    business: {
      entity: webhooks.financeEntities[1]!,
      orders: businessOrders,
      expenses: expenses.filter((e) => e.store_id === businessStoreId),
    },
  });

  const orders = [...hostedOrders, ...businessOrders];
  const tables: Array<[TableName, readonly object[]]> = [
    ['stores', stores],
    ['products', products.map((p) => p.row)],
    ['variants', products.flatMap((p) => p.variants)],
    ['performance_daily', perf.rows],
    ['orders', orders.map((o) => o.row)],
    ['order_line_items', orders.flatMap((o) => o.lines)],
    ['refunds', orders.flatMap((o) => o.refunds)],
    ['agents', [...hostedAgents, ...businessAgents]],
    ['decisions', [...hostedDecisions, ...businessDecisions]],
    ['alerts', [...hostedAlertRows, ...businessAlertRows]],
    ['calibration_thresholds', [...hostedCal.rows, ...businessCal.rows]],
    ['cs_threads', [...hostedCs.threads, ...businessCs.threads]],
    ['cs_messages', [...hostedCs.messages, ...businessCs.messages]],
    ['ad_campaigns', adCampaigns],
    ['approvals', examples.approvals],
    ['receipts', examples.receipts],
    ['intents', examples.intents],
    ['policies', examples.policies],
    ['finance_entities', [...webhooks.financeEntities, ...finance.entities]],
    ...finance.tables,
    ['webhook_subscriptions', webhooks.subscriptions],
    ...commerce.flatMap((c) => Object.entries(c) as Array<[TableName, readonly object[]]>),
    ...(Object.entries(searchAds) as Array<[TableName, readonly object[]]>),
  ];
  const counts = Object.fromEntries(ALL_TABLES.map((t) => [t, 0])) as Record<TableName, number>;
  await db.transaction(async (trx) => {
    for (const [table, rows] of tables) {
      await insertChunked(trx, dialect, table, rows);
      counts[table] += rows.length;
    }
    // The events go to the outbox first: a delivery names its event's `seq`, which PostgreSQL and
    // SQLite assign on insert.
    await insertChunked(trx, dialect, 'outbox', webhooks.events);
    const seqs = (await trx('outbox')
      .whereIn(
        'id',
        webhooks.events.map((e) => e.id),
      )
      .select('id', 'seq')) as Array<{ id: string; seq: number | string }>;
    const deliveries = deliveriesWithSeq(webhooks.deliveries, new Map(seqs.map((r) => [r.id, Number(r.seq)])));
    await insertChunked(trx, dialect, 'webhook_deliveries', deliveries);
    await insertChunked(trx, dialect, 'webhook_attempts', webhooks.attempts);
    counts.webhook_deliveries = deliveries.length;
    counts.webhook_attempts = webhooks.attempts.length;
  });
  return { hostedStoreId, businessStoreId, counts };
}

/**
 * Seed the demo stores only when `stores` is empty; either way resolve the two demo store ids by
 * their handles (`northwind-outfitters`, `harbor-wholesale`). `seeded` says whether this call
 * inserted them. Rejects when stores exist but the demo stores are not among them.
 */
export async function seedIfEmpty(db: Knex, opts: SeedOptions = {}): Promise<DemoStoreIds & { seeded: boolean }> {
  const [{ n } = { n: 0 }] = await db('stores').count({ n: '*' });
  if (Number(n) === 0) {
    const { hostedStoreId, businessStoreId } = await seedDemo(db, opts);
    return { hostedStoreId, businessStoreId, seeded: true };
  }
  const ids = await demoStoreIds(db);
  return { ...ids, seeded: false };
}

/** Look up the two demo store ids by handle. Rejects when either is missing. */
export async function demoStoreIds(db: Knex): Promise<DemoStoreIds> {
  const rows: Array<{ id: string; handle: string }> = await db('stores')
    .select('id', 'handle')
    .whereIn('handle', [DEMO_STORE_HANDLES.hosted, DEMO_STORE_HANDLES.business]);
  const hosted = rows.find((r) => r.handle === DEMO_STORE_HANDLES.hosted);
  const business = rows.find((r) => r.handle === DEMO_STORE_HANDLES.business);
  if (hosted === undefined || business === undefined) {
    throw new Error(
      `demo stores not found (handles ${DEMO_STORE_HANDLES.hosted}, ${DEMO_STORE_HANDLES.business}); the database holds other stores`,
    );
  }
  return { hostedStoreId: hosted.id, businessStoreId: business.id };
}

/** Rows per table (every table the migrations create), e.g. for the seed CLI. */
export async function countRows(db: Knex): Promise<Record<TableName, number>> {
  const out = {} as Record<TableName, number>;
  for (const table of ALL_TABLES) {
    const [{ n } = { n: 0 }] = await db(table).count({ n: '*' });
    out[table] = Number(n);
  }
  return out;
}
