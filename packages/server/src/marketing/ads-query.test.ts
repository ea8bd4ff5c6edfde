/**
 * ads_run_query's language (issue 14): a table of accepted queries (checked against the rows) and
 * refused ones (400 `invalid_request` naming what is wrong), over HTTP on the demo store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

let t: TestServer;
let reader: string;

beforeAll(async () => {
  t = await startTestServer({ scale: 0.1 });
  reader = await t.key(['ads:read']);
});
afterAll(async () => t.close());

const run = (query: string) => t.call('ads_run_query', { query }, reader);

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
        const first = r.rows[0]!;
        const rows = await t.db('ads_campaign_daily').where({ store_id: t.hostedStoreId, campaign_id: first[0] as string });
        expect(first[1]).toBe(rows.reduce((a, x) => a + Number(x.cost_cents), 0) * 10_000);
      },
    ],
    [
      'segments.date gives one row per campaign and day',
      'SELECT campaign.id, segments.date, metrics.clicks FROM campaign ORDER BY segments.date ASC LIMIT 10000',
      async (r) => {
        expect(r.rows.length).toBe((await t.db('ads_campaign_daily').where({ store_id: t.hostedStoreId })).length);
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
