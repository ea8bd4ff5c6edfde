/**
 * The analytics property's report catalogue (the GA4 Data API's metadata, in this contract's
 * snake_case names): which dimensions and metrics exist, which fact table answers each, and how a
 * metric is computed from the pre-aggregated daily rows (migration 024).
 *
 * Two fact tables, two scopes, as in GA4: `traffic` (session-scoped: date, channel group, source /
 * medium, country, device category, landing page) and `demographics` (user-scoped: date, country,
 * age bracket, gender). A report is answered by one table; a combination that no table holds (a
 * demographic dimension with a session metric, e.g. `age_bracket` × `sessions`) is incompatible.
 */

export type FactTable = 'traffic' | 'demographics';

export const DIMENSIONS = {
  date: { tables: ['traffic', 'demographics'], description: 'Reporting day (YYYY-MM-DD, property time zone).' },
  channel_group: {
    tables: ['traffic'],
    description: "The session's default channel group (Organic Search, Paid Search, Direct, Email, ...).",
  },
  source_medium: { tables: ['traffic'], description: "The session's `source / medium`." },
  country: { tables: ['traffic', 'demographics'], description: 'ISO 3166-1 alpha-2 country of the user.' },
  device_category: { tables: ['traffic'], description: '`desktop`, `mobile` or `tablet`.' },
  landing_page: { tables: ['traffic'], description: 'Path of the first page of the session.' },
  age_bracket: { tables: ['demographics'], description: '`18-24`, `25-34`, `35-44`, `45-54`, `55-64`, `65+` or `unknown`.' },
  gender: { tables: ['demographics'], description: '`female`, `male` or `unknown`.' },
} as const satisfies Record<string, { tables: readonly FactTable[]; description: string }>;

export type Dimension = keyof typeof DIMENSIONS;

/** `count`: a sum of integers; `currency`: cents summed (reported in major units); `ratio`: num / den of the sums. */
export type MetricKind = 'count' | 'currency' | 'ratio' | 'currency_ratio';

interface MetricDef {
  tables: readonly FactTable[];
  kind: MetricKind;
  /** Column summed (`count`, `currency`), or the numerator and denominator expressions' columns. */
  sum?: string;
  num?: string;
  den?: string;
  description: string;
}

export const METRICS = {
  sessions: { tables: ['traffic'], kind: 'count', sum: 'sessions', description: 'Sessions.' },
  engaged_sessions: {
    tables: ['traffic'],
    kind: 'count',
    sum: 'engaged_sessions',
    description: 'Sessions lasting 10 s or more, with a key event or 2+ page views.',
  },
  engagement_rate: {
    tables: ['traffic'],
    kind: 'ratio',
    num: 'engaged_sessions',
    den: 'sessions',
    description: 'engaged_sessions / sessions.',
  },
  bounce_rate: {
    tables: ['traffic'],
    kind: 'ratio',
    num: 'sessions - engaged_sessions',
    den: 'sessions',
    description: '(sessions - engaged_sessions) / sessions.',
  },
  active_users: {
    tables: ['traffic', 'demographics'],
    kind: 'count',
    sum: 'active_users',
    description: 'Daily active users, summed over the days and rows of the group (not deduplicated across days).',
  },
  new_users: {
    tables: ['traffic', 'demographics'],
    kind: 'count',
    sum: 'new_users',
    description: 'Users on their first visit, summed like active_users.',
  },
  key_events: {
    tables: ['traffic'],
    kind: 'count',
    sum: 'key_events',
    description: "Key events (GA4's former conversions): the property's key events (purchase and sign-ups / leads).",
  },
  transactions: { tables: ['traffic', 'demographics'], kind: 'count', sum: 'transactions', description: 'Purchase events.' },
  purchasers: {
    tables: ['demographics'],
    kind: 'count',
    sum: 'purchasers',
    description: 'Distinct purchasers per day and row, summed over the days.',
  },
  purchase_revenue: {
    tables: ['traffic', 'demographics'],
    kind: 'currency',
    sum: 'purchase_revenue_cents',
    description: 'Revenue of purchase events, decimal major units of the property currency.',
  },
  conversion_rate: {
    tables: ['traffic'],
    kind: 'ratio',
    num: 'transactions',
    den: 'sessions',
    description: 'transactions / sessions (ecommerce conversion rate).',
  },
  key_events_per_session: { tables: ['traffic'], kind: 'ratio', num: 'key_events', den: 'sessions', description: 'key_events / sessions.' },
  average_purchase_revenue: {
    tables: ['traffic', 'demographics'],
    kind: 'currency_ratio',
    num: 'purchase_revenue_cents',
    den: 'transactions',
    description: 'purchase_revenue / transactions, major units.',
  },
} as const satisfies Record<string, MetricDef>;

export type Metric = keyof typeof METRICS;

export const isDimension = (name: string): name is Dimension => Object.hasOwn(DIMENSIONS, name);
export const isMetric = (name: string): name is Metric => Object.hasOwn(METRICS, name);

/** The tables holding every one of `names` (dimensions or metrics). */
export function tablesFor(names: readonly (Dimension | Metric)[]): FactTable[] {
  return (['traffic', 'demographics'] as const).filter((t) =>
    names.every((n) => (isDimension(n) ? DIMENSIONS[n].tables : METRICS[n as Metric].tables).some((x) => x === t)),
  );
}
