/**
 * Seed extension (see commerce.ts): the demo analytics property of each store
 * (GA4-like), read and written by the embedded analytics connector (`@storeops/connector-analytics`,
 * migration 024).
 *
 * - One property per store: Northwind (standard, 14 months of retention, key events `purchase` and
 *   `sign_up`; web, iOS and Android streams) and Harbor Wholesale (standard, 2 months, key events
 *   `purchase` and `generate_lead`; one web stream). Time zone and currency are the store's.
 * - Audiences: the two predefined ones (All users, Purchasers) and one custom audience each.
 * - 90 reporting days ending the day before the anchor, pre-aggregated:
 *   - traffic: a fixed set of dimension combinations (channel group, source / medium, country,
 *     device, landing page; 20 hosted and 10 business at scale 1, never fewer than the channel
 *     groups) × day. Daily sessions follow the store's own traffic: the hosted store's
 *     `performance_daily.sessions` of that day, the business's orders × ~40. Transactions and
 *     purchase revenue are the store's web orders of that day (hosted `online_store`, business
 *     `wholesale`), each assigned to one combination, so they add up to the orders exactly.
 *   - demographics: a fixed set of (country, age bracket, gender) combinations × day; the same
 *     orders assigned again, `purchasers` the distinct customers per row.
 * About 4,900 rows at scale 1 (16 hosted and 8 business demographic combinations), proportional
 * to `scale` above a floor of 12 (hosted) / 8 (business) combinations per table.
 */
import type {
  AnalyticsAudienceRow,
  AnalyticsDataStreamRow,
  AnalyticsDemographicsDailyRow,
  AnalyticsPropertyRow,
  AnalyticsTrafficDailyRow,
  OrderRow,
  PerformanceDailyRow,
} from '../tables';
import type { CommerceRows, CommerceSeedInput } from './commerce';
import type { Rng } from './prng';
import { DAY_MS, iso, ymd } from './time';

/** Reporting days seeded (ending the day before the anchor). */
export const ANALYTICS_DAYS = 90;

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

interface Channel {
  group: string;
  sourceMedium: string;
  share: number;
  /** Relative purchase propensity. */
  convert: number;
  /** Share of users that are new. */
  newShare: number;
}

interface World {
  storeId: string;
  timeZone: string;
  channels: readonly Channel[];
  countries: Weighted<string>;
  devices: Weighted<string>;
  pages: Weighted<string>;
  ages: Weighted<string>;
  genders: Weighted<string>;
  trafficCombos: number;
  demoCombos: number;
  /** Sessions per reporting day. */
  sessions: (date: string) => number;
  /** Web orders per reporting day. */
  orders: Map<string, OrderRow[]>;
  /** Non-purchase key events per session (sign-ups, leads). */
  leadRate: number;
}

const ENGAGEMENT: Record<string, number> = { desktop: 0.68, mobile: 0.55, tablet: 0.6 };
const DEVICE_CONVERT: Record<string, number> = { desktop: 1.25, mobile: 0.85, tablet: 1 };
const AGE_CONVERT: Record<string, number> = {
  '18-24': 0.7,
  '25-34': 1.2,
  '35-44': 1.25,
  '45-54': 1.05,
  '55-64': 0.9,
  '65+': 0.7,
  unknown: 0.8,
};

const HOSTED_CHANNELS: readonly Channel[] = [
  { group: 'Organic Search', sourceMedium: 'google / organic', share: 0.3, convert: 1, newShare: 0.62 },
  { group: 'Direct', sourceMedium: '(direct) / (none)', share: 0.17, convert: 1.2, newShare: 0.3 },
  { group: 'Paid Search', sourceMedium: 'google / cpc', share: 0.14, convert: 1.3, newShare: 0.58 },
  { group: 'Paid Social', sourceMedium: 'facebook / cpc', share: 0.1, convert: 0.6, newShare: 0.7 },
  { group: 'Organic Social', sourceMedium: 'instagram.com / referral', share: 0.08, convert: 0.5, newShare: 0.66 },
  { group: 'Email', sourceMedium: 'newsletter / email', share: 0.07, convert: 1.6, newShare: 0.08 },
  { group: 'Paid Shopping', sourceMedium: 'shopping.google.com / cpc', share: 0.07, convert: 1.4, newShare: 0.6 },
  { group: 'Referral', sourceMedium: 'outdoor-journal.example / referral', share: 0.05, convert: 0.9, newShare: 0.55 },
  { group: 'Organic Shopping', sourceMedium: 'shopping.google.com / organic', share: 0.02, convert: 1.1, newShare: 0.6 },
];
const BUSINESS_CHANNELS: readonly Channel[] = [
  { group: 'Direct', sourceMedium: '(direct) / (none)', share: 0.34, convert: 1.4, newShare: 0.2 },
  { group: 'Organic Search', sourceMedium: 'google / organic', share: 0.3, convert: 0.9, newShare: 0.6 },
  { group: 'Email', sourceMedium: 'trade-bulletin / email', share: 0.16, convert: 1.5, newShare: 0.05 },
  { group: 'Paid Search', sourceMedium: 'google / cpc', share: 0.12, convert: 1, newShare: 0.55 },
  { group: 'Referral', sourceMedium: 'tradeshow-directory.example / referral', share: 0.08, convert: 0.7, newShare: 0.7 },
];

const scaledCount = (base: number, scale: number, min: number): number => Math.max(min, Math.round(base * scale));

function ordersByLocalDay(orders: readonly OrderRow[], timeZone: string): Map<string, OrderRow[]> {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const out = new Map<string, OrderRow[]>();
  for (const o of orders) {
    const day = fmt.format(new Date(Date.parse(o.created_at)));
    const list = out.get(day) ?? [];
    list.push(o);
    out.set(day, list);
  }
  return out;
}

/** Draws up to `count` distinct combinations (`draw(i)` gets the number found so far). */
function combos<T>(count: number, draw: (i: number) => T, key: (t: T) => string): T[] {
  const out = new Map<string, T>();
  for (let i = 0, tries = 0; out.size < count && tries < count * 20; tries++) {
    const c = draw(i);
    if (!out.has(key(c))) {
      out.set(key(c), c);
      i++;
    }
  }
  return [...out.values()];
}

const weightOf = <T>(entries: Weighted<T>, value: T): number => entries.find(([v]) => v === value)?.[1] ?? 0;

function seedWorld(rng: Rng, w: World, anchorMs: number): { traffic: AnalyticsTrafficDailyRow[]; demo: AnalyticsDemographicsDailyRow[] } {
  const draw = (x: number): number => Math.floor(x + rng.float());
  // Traffic combinations: the first ones cover every channel group, the rest are drawn by share.
  const traffic = combos(
    Math.max(w.trafficCombos, w.channels.length),
    (i) => ({
      channel: i < w.channels.length ? w.channels[i]! : rng.weighted(w.channels.map((c) => [c, c.share] as const)),
      country: rng.weighted(w.countries),
      device: rng.weighted(w.devices),
      page: rng.weighted(w.pages),
    }),
    (c) => `${c.channel.group}|${c.country}|${c.device}|${c.page}`,
  );
  // Each channel's share is split over its combinations by their country × device × page weight.
  const inner = (c: (typeof traffic)[number]) =>
    weightOf(w.countries, c.country) * weightOf(w.devices, c.device) * weightOf(w.pages, c.page);
  const channelInner = new Map<string, number>();
  for (const c of traffic) channelInner.set(c.channel.group, (channelInner.get(c.channel.group) ?? 0) + inner(c));
  const shares = traffic.map((c) => (c.channel.share * inner(c)) / channelInner.get(c.channel.group)!);

  const demo = combos(
    w.demoCombos,
    () => ({ country: rng.weighted(w.countries), age: rng.weighted(w.ages), gender: rng.weighted(w.genders) }),
    (c) => `${c.country}|${c.age}|${c.gender}`,
  );
  const demoRaw = demo.map((c) => weightOf(w.countries, c.country) * weightOf(w.ages, c.age) * weightOf(w.genders, c.gender));
  const demoTotal = demoRaw.reduce((s, x) => s + x, 0);
  const demoShares = demoRaw.map((x) => x / demoTotal);

  const trafficRows: AnalyticsTrafficDailyRow[] = [];
  const demoRows: AnalyticsDemographicsDailyRow[] = [];
  for (let d = ANALYTICS_DAYS; d >= 1; d--) {
    const date = ymd(anchorMs - d * DAY_MS);
    const total = w.sessions(date);
    const orders = w.orders.get(date) ?? [];
    const rows = traffic.map((c, i) => {
      const sessions = draw(total * shares[i]! * rng.noise(0.15));
      const engaged = Math.min(sessions, draw(sessions * (ENGAGEMENT[c.device] ?? 0.6) * rng.noise(0.05)));
      const activeUsers = Math.min(sessions, draw(sessions * 0.82));
      return {
        id: rng.uuid(),
        store_id: w.storeId,
        date,
        channel_group: c.channel.group,
        source_medium: c.channel.sourceMedium,
        country: c.country,
        device_category: c.device,
        landing_page: c.page,
        sessions,
        engaged_sessions: engaged,
        active_users: activeUsers,
        new_users: Math.min(activeUsers, draw(activeUsers * c.channel.newShare)),
        key_events: draw(sessions * w.leadRate),
        transactions: 0,
        purchase_revenue_cents: 0,
      } satisfies AnalyticsTrafficDailyRow;
    });
    // Every web order of the day lands in one combination that had sessions (by propensity).
    const buyers = rows.map((r, i) => [i, r.sessions * traffic[i]!.channel.convert * (DEVICE_CONVERT[r.device_category] ?? 1)] as const);
    const open = buyers.filter(([, x]) => x > 0);
    for (const o of open.length > 0 ? orders : []) {
      const r = rows[rng.weighted(open)]!;
      r.transactions += 1;
      r.key_events += 1;
      r.purchase_revenue_cents = Number(r.purchase_revenue_cents) + Number(o.total_cents);
    }
    for (const r of rows) if (r.sessions > 0 || r.transactions > 0) trafficRows.push(r);

    const active = rows.reduce((s, r) => s + r.active_users, 0);
    const newUsers = rows.reduce((s, r) => s + r.new_users, 0);
    const drows = demo.map((c, i) => {
      const users = draw(active * demoShares[i]! * rng.noise(0.12));
      return {
        row: {
          id: rng.uuid(),
          store_id: w.storeId,
          date,
          country: c.country,
          age_bracket: c.age,
          gender: c.gender,
          active_users: users,
          new_users: Math.min(users, draw(users * (newUsers / Math.max(1, active)))),
          purchasers: 0,
          transactions: 0,
          purchase_revenue_cents: 0,
        } satisfies AnalyticsDemographicsDailyRow,
        customers: new Set<string>(),
      };
    });
    const demoOpen = drows.map((x, i) => [i, x.row.active_users * (AGE_CONVERT[demo[i]!.age] ?? 1)] as const).filter(([, x]) => x > 0);
    for (const o of demoOpen.length > 0 ? orders : []) {
      const x = drows[rng.weighted(demoOpen)]!;
      x.row.transactions += 1;
      x.row.purchase_revenue_cents = Number(x.row.purchase_revenue_cents) + Number(o.total_cents);
      x.customers.add(o.customer_ref);
    }
    for (const x of drows) {
      x.row.purchasers = x.customers.size;
      if (x.row.active_users > 0 || x.row.transactions > 0) demoRows.push(x.row);
    }
  }
  return { traffic: trafficRows, demo: demoRows };
}

/** Audience conditions as stored (the analytics_create_audience grammar). */
type Condition =
  | { kind: 'event'; event_name: string; min_count: number; within_days: number | null }
  | { kind: 'no_event'; event_name: string; within_days: number | null }
  | { kind: 'dimension'; dimension: string; op: string; value: string | string[] };

function audience(
  rng: Rng,
  storeId: string,
  propertyId: string,
  at: string,
  name: string,
  description: string,
  days: number,
  origin: 'predefined' | 'custom',
  conditions: Condition[],
  definition: string,
): AnalyticsAudienceRow {
  return {
    id: rng.uuid(),
    store_id: storeId,
    property_id: propertyId,
    name,
    description,
    membership_duration_days: days,
    conditions: JSON.stringify(conditions),
    definition,
    origin,
    created_at: at,
  };
}

/**
 * The analytics property rows of both stores. `performance` is the hosted store's
 * `performance_daily` (its sessions set the hosted property's daily sessions); `scale` the seed's.
 */
export function seedAnalyticsProperty(
  rng: Rng,
  input: CommerceSeedInput,
  performance: readonly PerformanceDailyRow[],
  scale: number,
): CommerceRows {
  const { clock, hosted, business } = input;
  const created = (days: number) => iso(clock.anchorMs - days * DAY_MS + 10 * 3_600_000);
  const props: AnalyticsPropertyRow[] = [];
  const streams: AnalyticsDataStreamRow[] = [];
  const audiences: AnalyticsAudienceRow[] = [];

  const hostedSessions = new Map<string, number>();
  for (const p of performance) hostedSessions.set(p.date, (hostedSessions.get(p.date) ?? 0) + Number(p.sessions));
  const topPages = hosted.products
    .filter((p) => p.row.storefront_status === 'active')
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((p, i) => [`/products/${p.row.handle}`, 0.1 - i * 0.015] as const);

  const hostedWorld: World = {
    storeId: hosted.storeId,
    timeZone: 'Europe/Amsterdam',
    channels: HOSTED_CHANNELS,
    countries: [
      ['NL', 0.38],
      ['DE', 0.22],
      ['BE', 0.12],
      ['FR', 0.1],
      ['GB', 0.1],
      ['US', 0.08],
    ],
    devices: [
      ['mobile', 0.58],
      ['desktop', 0.36],
      ['tablet', 0.06],
    ],
    pages: [['/', 0.32], ['/collections/new-arrivals', 0.14], ['/collections/sale', 0.1], ['/blogs/journal', 0.06], ...topPages],
    ages: [
      ['18-24', 0.12],
      ['25-34', 0.3],
      ['35-44', 0.24],
      ['45-54', 0.14],
      ['55-64', 0.07],
      ['65+', 0.03],
      ['unknown', 0.1],
    ],
    genders: [
      ['female', 0.52],
      ['male', 0.38],
      ['unknown', 0.1],
    ],
    trafficCombos: scaledCount(20, scale, 12),
    demoCombos: scaledCount(16, scale, 12),
    sessions: (date) => hostedSessions.get(date) ?? 0,
    orders: ordersByLocalDay(
      hosted.orders.map((o) => o.row).filter((o) => o.channel === 'online_store'),
      'Europe/Amsterdam',
    ),
    leadRate: 0.01,
  };
  const businessOrders = ordersByLocalDay(
    business.orders.map((o) => o.row).filter((o) => o.channel === 'wholesale'),
    'America/New_York',
  );
  const businessWorld: World = {
    storeId: business.storeId,
    timeZone: 'America/New_York',
    channels: BUSINESS_CHANNELS,
    countries: [
      ['US', 0.8],
      ['CA', 0.15],
      ['GB', 0.05],
    ],
    devices: [
      ['desktop', 0.75],
      ['mobile', 0.22],
      ['tablet', 0.03],
    ],
    pages: [
      ['/', 0.4],
      ['/wholesale/catalog', 0.3],
      ['/wholesale/apply', 0.15],
      ['/contact', 0.15],
    ],
    ages: [
      ['18-24', 0.03],
      ['25-34', 0.2],
      ['35-44', 0.3],
      ['45-54', 0.25],
      ['55-64', 0.1],
      ['65+', 0.02],
      ['unknown', 0.1],
    ],
    genders: [
      ['male', 0.55],
      ['female', 0.35],
      ['unknown', 0.1],
    ],
    trafficCombos: scaledCount(10, scale, 8),
    demoCombos: scaledCount(8, scale, 8),
    // Wholesale orders convert at about 2.5% of sessions; a quiet floor for days without orders.
    sessions: (date) =>
      Math.round(40 * Math.max(1.5, (businessOrders.get(date) ?? []).length) * (0.8 + 0.4 * ((date.charCodeAt(9) % 5) / 4))),
    orders: businessOrders,
    leadRate: 0.015,
  };

  const defs = [
    {
      world: hostedWorld,
      name: 'Northwind Outfitters - GA4',
      industry: 'Apparel',
      retention: '14_months' as const,
      keyEvents: ['purchase', 'sign_up'],
      web: 'https://northwind-outfitters.example',
      apps: [
        { type: 'ios' as const, name: 'Northwind iOS app', target: 'com.northwindoutfitters.app' },
        { type: 'android' as const, name: 'Northwind Android app', target: 'com.northwindoutfitters.android' },
      ],
      custom: {
        name: 'Cart abandoners',
        description: 'Added to cart in the last 7 days without purchasing.',
        days: 30,
        conditions: [
          { kind: 'event', event_name: 'add_to_cart', min_count: 1, within_days: 7 },
          { kind: 'no_event', event_name: 'purchase', within_days: 7 },
        ] as Condition[],
        definition: 'add_to_cart at least 1 time in the last 7 days AND no purchase in the last 7 days',
      },
    },
    {
      world: businessWorld,
      name: 'Harbor Wholesale - trade site',
      industry: 'Business & Industrial Markets',
      retention: '2_months' as const,
      keyEvents: ['purchase', 'generate_lead'],
      web: 'https://harbor-wholesale.example',
      apps: [],
      custom: {
        name: 'Trade applicants',
        description: 'Submitted the trade account form.',
        days: 90,
        conditions: [{ kind: 'event', event_name: 'generate_lead', min_count: 1, within_days: null }] as Condition[],
        definition: 'generate_lead at least 1 time',
      },
    },
  ];
  const rows = { traffic: [] as AnalyticsTrafficDailyRow[], demo: [] as AnalyticsDemographicsDailyRow[] };
  for (const def of defs) {
    const storeId = def.world.storeId;
    const propertyId = rng.uuid();
    props.push({
      id: propertyId,
      store_id: storeId,
      property_name: `properties/${rng.digits(9)}`,
      display_name: def.name,
      time_zone: def.world.timeZone,
      currency: storeId === hosted.storeId ? hosted.currency : business.currency,
      industry_category: def.industry,
      service_level: 'standard',
      data_retention: def.retention,
      reset_user_data_on_new_activity: true,
      key_events: JSON.stringify(def.keyEvents),
      created_at: created(500),
      updated_at: created(200),
    });
    streams.push({
      id: rng.uuid(),
      store_id: storeId,
      property_id: propertyId,
      stream_id: rng.digits(10),
      type: 'web',
      display_name: `${def.web.replace('https://', '')} web`,
      measurement_id: `G-${rng.base36(10).toUpperCase()}`,
      firebase_app_id: null,
      target: def.web,
      enhanced_measurement: true,
      created_at: created(500),
    });
    const project = rng.digits(12);
    for (const app of def.apps) {
      streams.push({
        id: rng.uuid(),
        store_id: storeId,
        property_id: propertyId,
        stream_id: rng.digits(10),
        type: app.type,
        display_name: app.name,
        measurement_id: null,
        firebase_app_id: `1:${project}:${app.type}:${rng.base36(16)}`,
        target: app.target,
        enhanced_measurement: false,
        created_at: created(300),
      });
    }
    audiences.push(
      audience(rng, storeId, propertyId, created(500), 'All Users', 'All users', 540, 'predefined', [], 'all users'),
      audience(
        rng,
        storeId,
        propertyId,
        created(500),
        'Purchasers',
        'Users who have made a purchase',
        540,
        'predefined',
        [{ kind: 'event', event_name: 'purchase', min_count: 1, within_days: null }],
        'purchase at least 1 time',
      ),
      audience(
        rng,
        storeId,
        propertyId,
        created(120),
        def.custom.name,
        def.custom.description,
        def.custom.days,
        'custom',
        def.custom.conditions,
        def.custom.definition,
      ),
    );
    const seeded = seedWorld(rng.fork(storeId), def.world, clock.anchorMs);
    rows.traffic.push(...seeded.traffic);
    rows.demo.push(...seeded.demo);
  }
  return {
    analytics_properties: props,
    analytics_data_streams: streams,
    analytics_audiences: audiences,
    analytics_traffic_daily: rows.traffic,
    analytics_demographics_daily: rows.demo,
  };
}
