/**
 * ads_run_query (seed catalogue "ads"; ads:read, read): a documented subset of the search-ads query
 * language (GAQL-like), parsed with a grammar written for the `chevrotain` parser library (lexer +
 * LL(k) embedded-actions parser), never with regular expressions over the statement:
 *
 *   query     := SELECT field ("," field)* FROM resource
 *                [WHERE condition (AND condition)*]
 *                [ORDER BY field [ASC|DESC] ("," field [ASC|DESC])*] [LIMIT integer]
 *   condition := field ( op value | [NOT] IN "(" value ("," value)* ")" | LIKE string
 *                | BETWEEN value AND value )
 *   op        := "=" | "!=" | ">" | ">=" | "<" | "<="
 *   value     := string ('…' or "…") | number | TRUE | FALSE
 *
 * Keywords are case-insensitive; a field is a dotted name (`metrics.clicks`) lexed as one token.
 * Resources and fields: see RESOURCES below (and the operation's description). Every name is
 * checked: an unknown resource or field, or a field the resource does not have, is ArgumentError
 * (`query`, 400 `invalid_request`) naming it; so is a syntax error (naming the token and offset).
 * The grammar is in query-grammar.ts, loaded on the first query. Campaign metrics come from each
 * campaign's platform connector (daily.ts); the `segments.date` range and the `campaign.id` /
 * `campaign.advertising_channel` (= / IN) conditions are pushed down into those reads.
 */
import { ArgumentError, excerpt, minorPerMajor, toMajor, type HandlerContext, type Types } from '@storeops/contract';
import type { Campaign, CampaignDay } from '@storeops/contract/ports/ad-platform';
import { campaignDays } from './daily';
import { allCampaigns, byId, fromEach, searchCustomers, searchPlatforms } from './platforms';
import type { Literal, Query, Condition } from './query-grammar';

export type { Literal, Op, Condition, Query } from './query-grammar';
// ---------------------------------------------------------------------------------------------
// Resources and fields

type Kind = 'string' | 'enum' | 'number' | 'bool' | 'date';
type Row = Record<string, string | number | boolean | null>;
interface FieldDef {
  kind: Kind;
  metric?: boolean;
}

const CAMPAIGN_ATTRS: Record<string, FieldDef> = {
  'campaign.id': { kind: 'string' },
  'campaign.name': { kind: 'string' },
  'campaign.status': { kind: 'enum' },
  'campaign.advertising_channel': { kind: 'enum' },
  'campaign.bidding_strategy_type': { kind: 'enum' },
  'campaign.target_roas': { kind: 'number' },
  'campaign.start_date': { kind: 'date' },
  'campaign.end_date': { kind: 'date' },
  'campaign_budget.amount_micros': { kind: 'number' },
  'customer.id': { kind: 'string' },
};
const METRICS: Record<string, FieldDef> = {
  'metrics.impressions': { kind: 'number', metric: true },
  'metrics.clicks': { kind: 'number', metric: true },
  'metrics.conversions': { kind: 'number', metric: true },
  'metrics.conversions_value': { kind: 'number', metric: true },
  'metrics.cost_micros': { kind: 'number', metric: true },
  'metrics.ctr': { kind: 'number', metric: true },
  'metrics.average_cpc': { kind: 'number', metric: true },
};

export const RESOURCES: Record<string, Record<string, FieldDef>> = {
  customer: {
    'customer.id': { kind: 'string' },
    'customer.descriptive_name': { kind: 'string' },
    'customer.currency_code': { kind: 'string' },
    'customer.time_zone': { kind: 'string' },
    'customer.manager': { kind: 'bool' },
    'customer.status': { kind: 'enum' },
  },
  campaign: { ...CAMPAIGN_ATTRS, 'segments.date': { kind: 'date' }, ...METRICS },
  ad_group: {
    'ad_group.id': { kind: 'string' },
    'ad_group.name': { kind: 'string' },
    'ad_group.status': { kind: 'enum' },
    'ad_group.cpc_bid_micros': { kind: 'number' },
    'campaign.id': { kind: 'string' },
    'campaign.name': { kind: 'string' },
  },
  keyword_view: {
    'ad_group_criterion.criterion_id': { kind: 'string' },
    'ad_group_criterion.keyword.text': { kind: 'string' },
    'ad_group_criterion.keyword.match_type': { kind: 'enum' },
    'ad_group_criterion.negative': { kind: 'bool' },
    'ad_group_criterion.status': { kind: 'enum' },
    'ad_group.id': { kind: 'string' },
    'campaign.id': { kind: 'string' },
    'campaign.name': { kind: 'string' },
  },
};
const ALL_FIELDS = new Set(Object.values(RESOURCES).flatMap((r) => Object.keys(r)));

/** Checks every name of a parsed query against its resource; returns the resource's fields. */
export function checkQuery(q: Query): Record<string, FieldDef> {
  const fields = RESOURCES[q.resource];
  if (fields === undefined) {
    throw new ArgumentError('query', `unknown resource ${excerpt(q.resource)} in FROM; resources: ${Object.keys(RESOURCES).join(', ')}`);
  }
  const check = (name: string, where: string) => {
    if (fields[name] !== undefined) return;
    if (!ALL_FIELDS.has(name)) throw new ArgumentError('query', `unknown field ${excerpt(name)} in ${where}`);
    throw new ArgumentError(
      'query',
      `field ${excerpt(name)} (${where}) is not available on resource ${q.resource}; its fields: ${Object.keys(fields).join(', ')}`,
    );
  };
  const seen = new Set<string>();
  for (const [i, f] of q.fields.entries()) {
    check(f, `SELECT (field ${i + 1})`);
    if (seen.has(f)) throw new ArgumentError('query', `field ${excerpt(f)} is selected twice`);
    seen.add(f);
  }
  for (const [i, c] of q.where.entries()) {
    check(c.field, `WHERE (condition ${i + 1})`);
    const def = fields[c.field]!;
    for (const v of c.values) {
      const ok =
        def.kind === 'number'
          ? typeof v === 'number'
          : def.kind === 'bool'
            ? typeof v === 'boolean'
            : def.kind === 'date'
              ? typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
              : typeof v === 'string';
      if (!ok) {
        const want = {
          number: 'a number',
          bool: 'TRUE or FALSE',
          date: "a 'YYYY-MM-DD' string",
          string: 'a quoted string',
          enum: 'a quoted string',
        }[def.kind];
        throw new ArgumentError('query', `condition ${i + 1}: ${c.field} compares with ${want} (got ${excerpt(String(v))})`);
      }
    }
    if (c.op === 'LIKE' && def.kind !== 'string' && def.kind !== 'enum') {
      throw new ArgumentError('query', `condition ${i + 1}: LIKE applies to text fields, not ${c.field}`);
    }
    if (['>', '>=', '<', '<=', 'BETWEEN'].includes(c.op) && (def.kind === 'bool' || def.kind === 'enum')) {
      throw new ArgumentError('query', `condition ${i + 1}: ${c.op} does not apply to ${c.field}`);
    }
  }
  for (const [i, o] of q.orderBy.entries()) check(o.field, `ORDER BY (item ${i + 1})`);
  if (q.limit !== null && (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > 10_000)) {
    throw new ArgumentError('query', `LIMIT must be an integer 1..10000 (got ${q.limit})`);
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

const norm = (v: Literal | null, kind: Kind): Literal | null => (kind === 'enum' && typeof v === 'string' ? v.toLowerCase() : v);

function holds(row: Row, c: Condition, def: FieldDef): boolean {
  const v = norm(row[c.field] ?? null, def.kind);
  const vals = c.values.map((x) => norm(x, def.kind));
  if (c.op === 'NOT IN') return !vals.some((x) => x === v);
  if (v === null) return c.op === '!=' ? vals[0] !== null : false;
  switch (c.op) {
    case '=':
      return v === vals[0];
    case '!=':
      return v !== vals[0];
    case 'IN':
      return vals.some((x) => x === v);
    case 'LIKE': {
      const pattern = String(vals[0])
        .split('%')
        .map((part) =>
          part
            .split('_')
            .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.'),
        )
        .join('.*');
      return new RegExp(`^${pattern}$`, 'is').test(String(v));
    }
    case 'BETWEEN':
      return v >= vals[0]! && v <= vals[1]!;
    case '>':
      return v > vals[0]!;
    case '>=':
      return v >= vals[0]!;
    case '<':
      return v < vals[0]!;
    default:
      return v <= vals[0]!;
  }
}

interface Sums {
  impressions: number;
  clicks: number;
  conversions: number;
  value: number;
  cost: number;
}
/** The metric columns of `s` (minor units of `currency` in): value in major units, cost in micros. */
function metricsRow(s: Sums, currency: string): Row {
  const micros = 1_000_000 / minorPerMajor(currency);
  return {
    'metrics.impressions': s.impressions,
    'metrics.clicks': s.clicks,
    'metrics.conversions': Math.round(s.conversions * 100) / 100,
    'metrics.conversions_value': toMajor(s.value, currency),
    'metrics.cost_micros': s.cost * micros,
    'metrics.ctr': s.impressions === 0 ? null : Math.round((s.clicks / s.impressions) * 10_000) / 10_000,
    'metrics.average_cpc': s.clicks === 0 ? null : Math.round((s.cost * micros) / s.clicks),
  };
}

const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';

/**
 * The smallest day range holding every day the `segments.date` conditions can select (inclusive;
 * `>` and `<` kept inclusive, the exact test is applied to the rows), or null when none can.
 */
export function dayRange(where: readonly Condition[]): { start: string; end: string } | null {
  let start = FIRST_DAY;
  let end = LAST_DAY;
  for (const c of where) {
    if (c.field !== 'segments.date') continue;
    const vals = c.values.filter((v): v is string => typeof v === 'string');
    if (vals.length === 0) continue;
    const lo = vals.reduce((a, b) => (b < a ? b : a));
    const hi = vals.reduce((a, b) => (b > a ? b : a));
    if (c.op === '=' || c.op === 'IN' || c.op === 'BETWEEN' || c.op === '>' || c.op === '>=') start = lo > start ? lo : start;
    if (c.op === '=' || c.op === 'IN' || c.op === 'BETWEEN' || c.op === '<' || c.op === '<=') end = hi < end ? hi : end;
  }
  return start > end ? null : { start, end };
}

/** Whether a campaign can meet the `campaign.id` and `campaign.advertising_channel` = / IN conditions. */
function campaignFilter(where: readonly Condition[]): (c: Campaign) => boolean {
  const tests = where
    .filter((c) => (c.op === '=' || c.op === 'IN') && (c.field === 'campaign.id' || c.field === 'campaign.advertising_channel'))
    .map((c) => {
      const vals = c.values.map((v) => (c.field === 'campaign.id' ? v : typeof v === 'string' ? v.toLowerCase() : v));
      return (x: Campaign): boolean => vals.includes(c.field === 'campaign.id' ? x.id : x.channel);
    });
  return (x) => tests.every((f) => f(x));
}

async function rowsOf(q: Query, fields: Record<string, FieldDef>, ctx: HandlerContext): Promise<Row[]> {
  if (q.resource === 'customer') {
    return (await searchCustomers(ctx)).map((c) => ({
      'customer.id': c.customer_id,
      'customer.descriptive_name': c.descriptive_name,
      'customer.currency_code': c.currency,
      'customer.time_zone': c.time_zone,
      'customer.manager': c.manager,
      'customer.status': c.status,
    }));
  }
  const campaigns = await allCampaigns(ctx);
  const campaignOf = new Map(campaigns.map((c) => [c.id, c]));
  // Ad groups and keywords: the search platforms' objects, by id ascending.
  if (q.resource === 'ad_group') {
    return (await fromEach(searchPlatforms(ctx), (p) => p.adGroups(ctx))).sort(byId).map((g) => ({
      'ad_group.id': g.id,
      'ad_group.name': g.name,
      'ad_group.status': g.status,
      'ad_group.cpc_bid_micros': g.cpc_bid_cents * 10_000,
      'campaign.id': g.campaign_id,
      'campaign.name': campaignOf.get(g.campaign_id)?.name ?? null,
    }));
  }
  if (q.resource === 'keyword_view') {
    return (await fromEach(searchPlatforms(ctx), (p) => p.keywords(ctx))).sort(byId).map((k) => ({
      'ad_group_criterion.criterion_id': k.id,
      'ad_group_criterion.keyword.text': k.text,
      'ad_group_criterion.keyword.match_type': k.match_type,
      'ad_group_criterion.negative': k.negative,
      'ad_group_criterion.status': k.status,
      'ad_group.id': k.ad_group_id,
      'campaign.id': k.campaign_id,
      'campaign.name': campaignOf.get(k.campaign_id)?.name ?? null,
    }));
  }
  // campaign
  const base = (id: string): Row => {
    const c = campaignOf.get(id)!;
    return {
      'campaign.id': c.id,
      'campaign.name': c.name,
      'campaign.status': c.status,
      'campaign.advertising_channel': c.channel,
      'campaign.bidding_strategy_type': c.bidding,
      'campaign.target_roas': c.target_roas,
      'campaign.start_date': c.start_date,
      'campaign.end_date': c.end_date,
      'campaign_budget.amount_micros': c.daily_budget_cents * 10_000,
      'customer.id': c.customer_id,
    };
  };
  const names = [...q.fields, ...q.where.map((c) => c.field), ...q.orderBy.map((o) => o.field)];
  const perDay =
    names.includes('segments.date') && (q.fields.includes('segments.date') || q.orderBy.some((o) => o.field === 'segments.date'));
  const needsDaily = names.some((n) => fields[n]!.metric === true || n === 'segments.date');
  if (!needsDaily) return campaigns.map((c) => base(c.id));
  // Pushed down: the day range and the campaigns the conditions allow (a superset; the
  // conditions are applied to the rows again below), each campaign from its platform's connector.
  const range = dayRange(q.where);
  const days: CampaignDay[] =
    range === null ? [] : await campaignDays(ctx, range.start, range.end, campaigns.filter(campaignFilter(q.where)));
  const sums = (list: CampaignDay[]): Sums =>
    list.reduce<Sums>(
      (s, d) => ({
        impressions: s.impressions + d.impressions,
        clicks: s.clicks + d.clicks,
        conversions: s.conversions + d.conversions,
        value: s.value + d.conversion_value_cents,
        cost: s.cost + d.cost_cents,
      }),
      { impressions: 0, clicks: 0, conversions: 0, value: 0, cost: 0 },
    );
  if (perDay) {
    return days
      .filter((d) => campaignOf.has(d.campaign_id))
      .map((d) => ({ ...base(d.campaign_id), 'segments.date': d.date, ...metricsRow(sums([d]), ctx.store.currency) }));
  }
  // One row per campaign: date conditions select the days summed (they are not row fields here).
  const dateConds = q.where.filter((c) => c.field === 'segments.date');
  const kept = days.filter((d) => dateConds.every((c) => holds({ 'segments.date': d.date }, c, { kind: 'date' })));
  const per = new Map<string, CampaignDay[]>();
  for (const d of kept) per.set(d.campaign_id, [...(per.get(d.campaign_id) ?? []), d]);
  return campaigns.map((c) => ({ ...base(c.id), ...metricsRow(sums(per.get(c.id) ?? []), ctx.store.currency) }));
}

const DEFAULT_ROWS = 1000;

/** Parses, checks and runs one query. */
export async function adsRunQuery(input: Types.AdsRunQueryInput, ctx: HandlerContext): Promise<Types.AdsRunQueryResult> {
  const { parseQuery } = await import('./query-grammar');
  const q = parseQuery(input.query);
  const fields = checkQuery(q);
  let rows = await rowsOf(q, fields, ctx);
  const perCampaignDates = q.resource === 'campaign' && !rows.some((r) => 'segments.date' in r);
  const conds = q.where.filter((c) => !(perCampaignDates && c.field === 'segments.date'));
  rows = rows.filter((r) => conds.every((c) => holds(r, c, fields[c.field]!)));
  const cmp = (a: Row, b: Row): number => {
    for (const o of q.orderBy) {
      const x = a[o.field] ?? null;
      const y = b[o.field] ?? null;
      if (x === y) continue;
      if (x === null) return 1; // nulls last, whatever the direction
      if (y === null) return -1;
      const r = x < y ? -1 : 1;
      return o.desc ? -r : r;
    }
    return 0;
  };
  if (q.orderBy.length > 0) rows.sort(cmp);
  const cap = q.limit ?? DEFAULT_ROWS;
  const out = rows.slice(0, cap);
  return {
    resource: q.resource as Types.AdsRunQueryResult['resource'],
    fields: q.fields,
    rows: out.map((r) => q.fields.map((f) => r[f] ?? null)),
    row_count: out.length,
    truncated: q.limit === null && rows.length > cap,
  };
}
