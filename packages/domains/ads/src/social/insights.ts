/**
 * social_run_insights (seed catalogue "ads"; ads:read, read): delivery and results of the
 * social-ads account per campaign, ad set or ad, per time bucket and breakdown, through the
 * social-ads connector. The connector sums the daily audience cells per entity, day and
 * breakdown; this module buckets the days (`time_increment`), derives the ratio metrics from the
 * sums, orders, totals and pages the rows.
 */
import { createHash } from 'node:crypto';
import { ArgumentError, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import type { InsightCell } from '@storeops/contract/ports/social-ads';
import { requireCampaign } from './entities';

export const INSIGHT_FIELDS = [
  'impressions',
  'clicks',
  'spend',
  'conversions',
  'conversion_value',
  'ctr',
  'cpc',
  'cpm',
  'cost_per_conversion',
  'roas',
] as const;
type Field = (typeof INSIGHT_FIELDS)[number];
type Input = WithDefaults<Types.SocialRunInsightsInput, 'level' | 'fields' | 'time_increment' | 'limit'>;
type Metrics = Types.SocialInsightsMetrics;

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
const CURSOR_PREFIX = 'sri1.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Sums {
  impressions: number;
  clicks: number;
  spend_cents: number;
  conversions: number;
  conversion_value_cents: number;
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function ms(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

function validDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(ms(value)) && day(ms(value)) === value;
}

/** The inclusive UTC day range of the input (preset relative to `now`'s UTC day). */
export function resolveRange(input: Pick<Input, 'date_preset' | 'time_range'>, now: Date): { since: string; until: string } {
  if (input.time_range !== undefined) {
    if (input.date_preset !== undefined) throw new ArgumentError('time_range', 'give either time_range or date_preset, not both');
    const { since, until } = input.time_range;
    if (!validDate(since)) throw new ArgumentError('time_range', `since ${JSON.stringify(since)} is not a calendar day (YYYY-MM-DD)`);
    if (!validDate(until)) throw new ArgumentError('time_range', `until ${JSON.stringify(until)} is not a calendar day (YYYY-MM-DD)`);
    if (until < since) throw new ArgumentError('time_range', 'until is before since');
    if ((ms(until) - ms(since)) / DAY_MS + 1 > MAX_RANGE_DAYS)
      throw new ArgumentError('time_range', `spans more than ${MAX_RANGE_DAYS} days`);
    return { since, until };
  }
  const today = ms(day(now.getTime()));
  const preset = input.date_preset ?? 'last_30d';
  const d = new Date(today);
  switch (preset) {
    case 'today':
      return { since: day(today), until: day(today) };
    case 'yesterday':
      return { since: day(today - DAY_MS), until: day(today - DAY_MS) };
    case 'this_month':
      return { since: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), until: day(today) };
    case 'last_month':
      return {
        since: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)),
        until: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - DAY_MS),
      };
    default: {
      const n = Number(preset.slice('last_'.length, -1));
      return { since: day(today - n * DAY_MS), until: day(today - DAY_MS) };
    }
  }
}

/** The bucket [start, stop] of `date` for the increment. */
function bucket(date: string, since: string, until: string, increment: Input['time_increment']): [string, string] {
  if (increment === 'all_days') return [since, until];
  if (increment === 'monthly') {
    const d = new Date(ms(date));
    const start = day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
    const stop = day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY_MS);
    return [start < since ? since : start, stop > until ? until : stop];
  }
  const k = Math.floor((ms(date) - ms(since)) / DAY_MS / increment);
  const start = ms(since) + k * increment * DAY_MS;
  const stop = day(start + (increment - 1) * DAY_MS);
  return [day(start), stop > until ? until : stop];
}

function ratio(n: number, d: number, digits: number): number | null {
  if (d === 0) return null;
  const f = 10 ** digits;
  return Math.round((n / d) * f) / f;
}

/** The requested metrics of `s` (money in major units; ratios from the sums). */
function metrics(s: Sums, fields: readonly Field[], currency: string): Metrics {
  const spend = toMajor(s.spend_cents, currency);
  const all: Required<Metrics> = {
    impressions: s.impressions,
    clicks: s.clicks,
    spend,
    conversions: s.conversions,
    conversion_value: toMajor(s.conversion_value_cents, currency),
    ctr: ratio(s.clicks, s.impressions, 6),
    cpc: ratio(spend, s.clicks, 2),
    cpm: ratio(spend * 1000, s.impressions, 2),
    cost_per_conversion: ratio(spend, s.conversions, 2),
    roas: ratio(s.conversion_value_cents, s.spend_cents, 2),
  };
  return Object.fromEntries(fields.map((f) => [f, all[f]])) as Metrics;
}

function add(into: Sums, c: Sums): void {
  into.impressions += c.impressions;
  into.clicks += c.clicks;
  into.spend_cents += c.spend_cents;
  into.conversions += c.conversions;
  into.conversion_value_cents += c.conversion_value_cents;
}

function zero(): Sums {
  return { impressions: 0, clicks: 0, spend_cents: 0, conversions: 0, conversion_value_cents: 0 };
}

/** Fingerprint of the query a cursor belongs to (everything but `cursor` and `limit`). */
function fingerprint(input: Input, since: string, until: string): string {
  const { cursor: _c, limit: _l, ...rest } = input;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, since, until }))
    .digest('base64url')
    .slice(0, 16);
}

function decodeOffset(value: string, fp: string): number {
  try {
    if (!value.startsWith(CURSOR_PREFIX)) throw new Error('prefix');
    const c = JSON.parse(Buffer.from(value.slice(CURSOR_PREFIX.length), 'base64url').toString('utf8')) as { o?: unknown; q?: unknown };
    if (typeof c.o !== 'number' || !Number.isInteger(c.o) || c.o < 0 || typeof c.q !== 'string') throw new Error('shape');
    if (c.q !== fp)
      throw new ArgumentError('cursor', 'belongs to a query with other arguments (send the same arguments as the first page)');
    return c.o;
  } catch (e) {
    if (e instanceof ArgumentError) throw e;
    throw new ArgumentError('cursor', 'is not a cursor this API issued (pass next_cursor unchanged)');
  }
}

interface Group extends Sums {
  cell: InsightCell;
  date_start: string;
  date_stop: string;
}

export async function socialRunInsights(input: Input, ctx: HandlerContext): Promise<Types.SocialRunInsightsResult> {
  const fields = input.fields.map((f, i) => {
    if (!(INSIGHT_FIELDS as readonly string[]).includes(f)) {
      throw new ArgumentError(`fields[${i}]`, `unknown field ${JSON.stringify(f)}; known: ${INSIGHT_FIELDS.join(', ')}`);
    }
    return f as Field;
  });
  const { since, until } = resolveRange(input, ctx.now);
  const breakdowns = input.breakdowns ?? [];
  const fp = fingerprint(input, since, until);
  const offset = input.cursor === undefined ? 0 : decodeOffset(input.cursor, fp);
  if (input.campaign_ids !== undefined) {
    for (const [i, id] of input.campaign_ids.entries()) await requireCampaign(ctx, id, `campaign_ids[${i}]`);
  }
  const connector = ctx.connectors.meta;
  const cells = await connector.insights(ctx, {
    level: input.level,
    since,
    until,
    breakdowns,
    ...(input.campaign_ids === undefined ? {} : { campaignIds: input.campaign_ids }),
  });

  const groups = new Map<string, Group>();
  const totals = zero();
  for (const c of cells) {
    if (c.impressions === 0) continue;
    const [start, stop] = bucket(c.date, since, until, input.time_increment);
    const key = [c.campaign_id, c.adset_id, c.ad_id, start, c.age, c.gender, c.country, c.placement].join('\u0000');
    let g = groups.get(key);
    if (g === undefined) {
      g = { ...zero(), cell: c, date_start: start, date_stop: stop };
      groups.set(key, g);
    }
    add(g, c);
    add(totals, c);
  }
  const cmp = (a: string | null, b: string | null): number => (a ?? '').localeCompare(b ?? '');
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.date_start.localeCompare(b.date_start) ||
      b.spend_cents - a.spend_cents ||
      cmp(a.cell.campaign_id, b.cell.campaign_id) ||
      cmp(a.cell.adset_id, b.cell.adset_id) ||
      cmp(a.cell.ad_id, b.cell.ad_id) ||
      cmp(a.cell.age, b.cell.age) ||
      cmp(a.cell.gender, b.cell.gender) ||
      cmp(a.cell.country, b.cell.country) ||
      cmp(a.cell.placement, b.cell.placement),
  );
  const page = sorted.slice(offset, offset + input.limit);
  const hasMore = offset + input.limit < sorted.length;

  // Names of the entities on the page.
  const names = new Map<string, string>();
  if (page.length > 0) {
    const big = { limit: 100_000 };
    for (const c of await connector.socialCampaigns(ctx, big)) names.set(c.id, c.name);
    if (input.level !== 'campaign') for (const s of await connector.adSets(ctx, big)) names.set(s.id, s.name);
    if (input.level === 'ad') for (const a of await connector.ads(ctx, big)) names.set(a.id, a.name);
  }
  const name = (id: string | null): string | null => (id === null ? null : (names.get(id) ?? id));
  return {
    level: input.level,
    since,
    until,
    time_increment: input.time_increment,
    fields,
    breakdowns,
    currency: ctx.store.currency,
    rows: page.map((g) => ({
      campaign_id: g.cell.campaign_id,
      campaign_name: name(g.cell.campaign_id)!,
      adset_id: g.cell.adset_id,
      adset_name: name(g.cell.adset_id),
      ad_id: g.cell.ad_id,
      ad_name: name(g.cell.ad_id),
      date_start: g.date_start,
      date_stop: g.date_stop,
      age: g.cell.age,
      gender: g.cell.gender,
      country: g.cell.country,
      placement: g.cell.placement,
      metrics: metrics(g, fields, ctx.store.currency),
    })),
    totals: metrics(totals, fields, ctx.store.currency),
    has_more: hasMore,
    next_cursor: hasMore ? CURSOR_PREFIX + Buffer.from(JSON.stringify({ o: offset + input.limit, q: fp })).toString('base64url') : null,
  };
}
