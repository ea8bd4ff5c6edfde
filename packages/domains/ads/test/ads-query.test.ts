/**
 * ads_run_query's language: a table of accepted queries (checked against the rows) and
 * refused ones (400 `invalid_request` naming what is wrong), over HTTP on the demo store.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['ads:read'] });

const run = (query: string) => t.call('ads_run_query', { query }, t.keys.reader);

interface Day {
  campaign_id: string;
  date: string;
  impressions: number;
  clicks: number;
  cost_cents: number;
}
/**
 * The hosted store's campaign days as the platforms hold them: the search-ads daily rows, and the
 * meta campaigns' social-ads insight cells summed per campaign and day; by date, then campaign.
 */
async function platformDays(): Promise<Day[]> {
  const search = await t.db('ads_campaign_daily').where({ store_id: t.hostedStoreId });
  const social = await t
    .db('social_insights_daily as i')
    .join('social_ads as a', 'a.id', 'i.ad_id')
    .where('i.store_id', t.hostedStoreId)
    .select('a.campaign_id', 'i.date')
    .sum({ impressions: 'i.impressions', clicks: 'i.clicks', cost_cents: 'i.spend_cents' })
    .groupBy('a.campaign_id', 'i.date');
  return [...search, ...social]
    .map((r) => ({
      campaign_id: r.campaign_id as string,
      date: r.date as string,
      impressions: Number(r.impressions),
      clicks: Number(r.clicks),
      cost_cents: Number(r.cost_cents),
    }))
    .sort((a, b) => (a.date === b.date ? (a.campaign_id < b.campaign_id ? -1 : 1) : a.date < b.date ? -1 : 1));
}

/** Runs `query`, answering its result and the SQL statements issued on the platforms' daily tables. */
async function traced(query: string) {
  const issued: Array<{ sql: string; bindings: unknown[] }> = [];
  const listen = (q: { sql: string; bindings?: unknown[] }) => {
    if (/ads_campaign_daily|social_insights_daily/.test(q.sql)) issued.push({ sql: q.sql, bindings: q.bindings ?? [] });
  };
  t.db.on('query', listen);
  try {
    const res = await run(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { result: res.body.result as { rows: unknown[][] }, issued };
  } finally {
    t.db.removeListener('query', listen);
  }
}

describe('the platform reads carry the filters', () => {
  it("a day range is part of both platforms' SQL, and the rows are those of the range", async () => {
    const dates = [...new Set((await platformDays()).map((d) => d.date))].sort();
    expect(dates.length).toBeGreaterThan(12);
    const [since, until] = [dates[3]!, dates[10]!];
    const { result, issued } = await traced(
      'SELECT campaign.id, segments.date, metrics.clicks, metrics.cost_micros FROM campaign ' +
        `WHERE segments.date >= '${since}' AND segments.date <= '${until}' ORDER BY segments.date, campaign.id LIMIT 10000`,
    );
    expect(issued.map((q) => /social_insights_daily/.test(q.sql)).sort()).toEqual([false, true]);
    for (const q of issued) expect(q.bindings).toEqual(expect.arrayContaining([since, until]));
    const want = (await platformDays()).filter((d) => d.date >= since && d.date <= until);
    expect(want.length).toBeGreaterThan(0);
    expect(result.rows).toEqual(want.map((d) => [d.campaign_id, d.date, d.clicks, d.cost_cents * 10_000]));
  });

  it('a channel condition reads that platform only; BETWEEN and = bound the days summed per campaign', async () => {
    const days = await platformDays();
    const meta = new Set((await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, channel: 'meta' })).map((c) => c.id as string));
    const dates = [...new Set(days.map((d) => d.date))].sort();
    const [since, until] = [dates[1]!, dates[5]!];
    const between = await traced(
      "SELECT campaign.id, metrics.impressions FROM campaign WHERE campaign.advertising_channel = 'META' " +
        `AND segments.date BETWEEN '${since}' AND '${until}' ORDER BY campaign.id`,
    );
    expect(between.issued).toHaveLength(1);
    expect(between.issued[0]!.sql).toMatch(/social_insights_daily/);
    expect(between.issued[0]!.bindings).toEqual(expect.arrayContaining([since, until]));
    const sum = (list: Day[], id: string) => list.filter((d) => d.campaign_id === id).reduce((a, d) => a + d.impressions, 0);
    const inRange = days.filter((d) => d.date >= since && d.date <= until);
    expect(between.result.rows).toEqual([...meta].sort().map((id) => [id, sum(inRange, id)]));
    const search = days.find((d) => !meta.has(d.campaign_id))!;
    const one = await traced(
      `SELECT campaign.id, metrics.clicks FROM campaign WHERE campaign.id = '${search.campaign_id}' AND segments.date = '${search.date}'`,
    );
    expect(one.issued).toHaveLength(1);
    expect(one.issued[0]!.sql).toMatch(/ads_campaign_daily/);
    expect(one.issued[0]!.bindings).toEqual(expect.arrayContaining([search.date, search.campaign_id]));
    expect(one.result.rows).toEqual([[search.campaign_id, search.clicks]]);
  });
});

describe('accepted queries', () => {
  const campaigns = () => t.db('ad_campaigns').where({ store_id: t.hostedStoreId });
  const ACCEPTED: Array<[string, string, (r: { fields: string[]; rows: unknown[][]; truncated: boolean }) => Promise<void>]> = [
    [
      'every campaign, one row each',
      'SELECT campaign.id, campaign.name FROM campaign',
      async (r) => expect(r.rows.length).toBe((await campaigns()).length),
    ],
    [
      'lower-case keywords, enum compared case-insensitively',
      "select campaign.id, campaign.status from campaign where campaign.status = 'ENABLED'",
      async (r) => {
        expect(r.rows.length).toBe((await campaigns().where({ status: 'enabled' })).length);
        expect(r.rows.every((x) => x[1] === 'enabled')).toBe(true);
      },
    ],
    [
      'IN, ORDER BY DESC, LIMIT',
      "SELECT campaign.id, campaign_budget.amount_micros FROM campaign WHERE campaign.advertising_channel IN ('google_ads', 'meta') ORDER BY campaign_budget.amount_micros DESC LIMIT 3",
      async (r) => {
        expect(r.rows).toHaveLength(3);
        const max = Math.max(...(await campaigns()).map((c) => Number(c.daily_budget_cents)));
        expect(r.rows[0]![1]).toBe(max * 10_000);
      },
    ],
    [
      'metrics summed per campaign over a date range',
      "SELECT campaign.id, metrics.cost_micros FROM campaign WHERE segments.date BETWEEN '2000-01-01' AND '2999-12-31' AND metrics.cost_micros > 0 ORDER BY campaign.id",
      async (r) => {
        for (const row of r.rows) {
          const rows = (await platformDays()).filter((d) => d.campaign_id === row[0]);
          expect(row[1]).toBe(rows.reduce((a, x) => a + x.cost_cents, 0) * 10_000);
        }
        expect(r.rows.length).toBe(new Set((await platformDays()).map((d) => d.campaign_id)).size);
      },
    ],
    [
      'segments.date gives one row per campaign and day',
      'SELECT campaign.id, segments.date, metrics.clicks FROM campaign ORDER BY segments.date ASC LIMIT 10000',
      async (r) => {
        expect(r.rows.length).toBe((await platformDays()).length);
        const dates = r.rows.map((x) => x[1] as string);
        expect(dates).toEqual([...dates].sort());
      },
    ],
    [
      'negative keywords (TRUE literal) on keyword_view',
      'SELECT ad_group_criterion.keyword.text, ad_group.id FROM keyword_view WHERE ad_group_criterion.negative = TRUE',
      async (r) => {
        expect(r.rows.length).toBe((await t.db('ads_keywords').where({ store_id: t.hostedStoreId, negative: true })).length);
        expect(r.rows.every((x) => x[1] === null)).toBe(true);
      },
    ],
    [
      'LIKE and NOT IN on ad_group',
      "SELECT ad_group.name, campaign.id FROM ad_group WHERE ad_group.name LIKE '%exact' AND ad_group.status NOT IN ('removed')",
      async (r) => {
        expect(r.rows.length).toBeGreaterThan(0);
        expect(r.rows.every((x) => (x[0] as string).endsWith('exact'))).toBe(true);
      },
    ],
    [
      'customer accounts, double-quoted strings',
      'SELECT customer.id, customer.manager FROM customer WHERE customer.currency_code = "EUR"',
      async (r) => expect(r.rows.map((x) => x[1]).sort()).toEqual([false, false, true]),
    ],
  ];
  it.each(ACCEPTED)('%s', async (_label, query, check) => {
    const res = await run(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.fields).toEqual(expect.any(Array));
    expect(res.body.result.row_count).toBe(res.body.result.rows.length);
    await check(res.body.result);
  });
});

describe('refused queries', () => {
  const REFUSED: Array<[string, string, string]> = [
    ['unknown resource', 'SELECT campaign.id FROM campaigns', 'unknown resource "campaigns"'],
    ['unknown field', 'SELECT campaign.idx FROM campaign', 'unknown field "campaign.idx"'],
    ['field of another resource', 'SELECT metrics.clicks FROM ad_group', 'not available on resource ad_group'],
    [
      'unknown field in WHERE',
      "SELECT campaign.id FROM campaign WHERE campaign.colour = 'red'",
      'unknown field "campaign.colour" in WHERE',
    ],
    ['unknown field in ORDER BY', 'SELECT campaign.id FROM campaign ORDER BY metrics.profit', 'unknown field "metrics.profit" in ORDER BY'],
    [
      'OR is not in the subset',
      "SELECT campaign.id FROM campaign WHERE campaign.status = 'enabled' OR campaign.status = 'paused'",
      'syntax error near "OR"',
    ],
    ['parentheses', "SELECT campaign.id FROM campaign WHERE (campaign.status = 'enabled')", 'syntax error'],
    ['functions', 'SELECT COUNT(campaign.id) FROM campaign', 'syntax error'],
    ['missing FROM', 'SELECT campaign.id', 'syntax error near the end of the query'],
    ['trailing garbage', 'SELECT campaign.id FROM campaign LIMIT 5 OFFSET 3', 'syntax error'],
    ['bad character', 'SELECT campaign.id FROM campaign WHERE campaign.id = ;', 'unexpected character ";" at offset 53'],
    ['unterminated string', "SELECT campaign.id FROM campaign WHERE campaign.name = 'abc", 'unexpected character'],
    ['number against text', 'SELECT campaign.id FROM campaign WHERE campaign.name = 5', 'compares with a quoted string'],
    ['text against a metric', "SELECT campaign.id FROM campaign WHERE metrics.clicks > 'many'", 'compares with a number'],
    ['malformed date', "SELECT campaign.id FROM campaign WHERE segments.date >= 'yesterday'", "'YYYY-MM-DD'"],
    ['range on an enum', "SELECT campaign.id FROM campaign WHERE campaign.status > 'a'", 'does not apply to campaign.status'],
    ['LIMIT out of bounds', 'SELECT campaign.id FROM campaign LIMIT 0', 'LIMIT must be an integer 1..10000'],
    ['a field twice', 'SELECT campaign.id, campaign.id FROM campaign', 'selected twice'],
  ];
  it.each(REFUSED)('%s', async (_label, query, message) => {
    const res = await run(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain('query');
    expect(res.body.message).toContain(message);
  });
});
