/**
 * Search ads over HTTP: the reads (get_ad_campaigns, get_ad_performance,
 * ads_list_accessible_customers, get_competitor_ad_intel, get_marketing_brain) checked against the
 * rows, and the proposed writes (ads_set_campaign_status / _budget, ads_add_negative_keywords,
 * ads_create_campaign) with their cards, approval, re-validation (world moved → failed) and
 * governance: ownership (field_already_owned; the owner's write moves its intent; a change on the
 * platform is announced once by the read-back sweep), `campaign.status_changed` in the outbox
 * (valid against AsyncAPI), spend ceilings refusing before a card exactly as `simulate` says.
 * The query language's accept/refuse table is in ads-query.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type EventType, type HandlerContext } from '@storeops/contract';
import { createStoreScope } from '@storeops/db';
import { embeddedGoogleAds } from '@storeops/connector-search-ads';
import { readBackAll, useTestServer, expectValidEvent, outboxEnvelopes } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  { reader: ['ads:read'], writer: ['ads:read', 'ads:write', 'automation:read'], owner: ['write'], admin: ['admin'] },
);

interface CampaignRow {
  id: string;
  name: string;
  channel: string;
  status: string;
  daily_budget_cents: number | string;
  customer_id: string | null;
}
/** Hosted Google Ads campaigns no intent owns, each taken by one test. */
let free: CampaignRow[] = [];
const take = (pred: (c: CampaignRow) => boolean = () => true): CampaignRow => {
  const i = free.findIndex(pred);
  if (i < 0) throw new Error('no campaign left');
  return free.splice(i, 1)[0]!;
};

beforeAll(async () => {
  const owned = new Set(
    (await t.db('intents').where({ store_id: t.hostedStoreId }).select('resource_ref')).map((r) => r.resource_ref as string),
  );
  free = ((await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, channel: 'google_ads' }).orderBy('id')) as CampaignRow[]).filter(
    (c) => !owned.has(c.id),
  );
});

const campaign = async (id: string): Promise<CampaignRow> => t.db('ad_campaigns').where({ id }).first();
/** The hosted store's meta campaigns' days in the social-ads platform's rows (`start`..`end`). */
async function socialDays(start: string, end: string) {
  const rows: Array<Record<string, unknown>> = await t
    .db('social_insights_daily as i')
    .join('social_ads as a', 'a.id', 'i.ad_id')
    .where('i.store_id', t.hostedStoreId)
    .whereBetween('i.date', [start, end])
    .select('a.campaign_id', 'i.date')
    .sum({ impressions: 'i.impressions', clicks: 'i.clicks', conversions: 'i.conversions', cost_cents: 'i.spend_cents' })
    .sum({ conversion_value_cents: 'i.conversion_value_cents' })
    .groupBy('a.campaign_id', 'i.date');
  return rows.map((r) => ({
    campaign_id: r.campaign_id as string,
    date: r.date as string,
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    cost_cents: Number(r.cost_cents),
    conversion_value_cents: Number(r.conversion_value_cents),
  }));
}
const cards = async () => Number((await t.db('approvals').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first())!.n);
const events = (subject: string, type: EventType) => outboxEnvelopes(t.db, subject, type);
const policy = async (body: Record<string, unknown>) => {
  const res = await t.call('policy_create', body, t.keys.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.policy.id as string;
};

describe('reads', () => {
  it('get_ad_campaigns pages through every campaign by id with the intents that own fields', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let withOwner = 0;
    for (;;) {
      const res = await t.call('get_ad_campaigns', { limit: 40, ...(cursor ? { cursor } : {}) }, t.keys.reader);
      expect(res.status).toBe(200);
      expect(res.body.result.currency).toBe('EUR');
      for (const c of res.body.result.campaigns) {
        seen.push(c.id);
        withOwner += c.owners.length;
      }
      if (!res.body.result.has_more) break;
      cursor = res.body.result.next_cursor;
    }
    const rows = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId }).orderBy('id').select('id');
    expect(seen).toEqual(rows.map((r) => r.id));
    const active = await t
      .db('intents')
      .where({ store_id: t.hostedStoreId, resource_kind: 'campaign', status: 'active' })
      .where('expires_at', '>', new Date().toISOString());
    expect(withOwner).toBe(active.length);
    const paused = await t.call('get_ad_campaigns', { status: 'paused', channel: 'google_ads', limit: 100 }, t.keys.reader);
    expect(paused.body.result.campaigns.every((c: CampaignRow) => c.status === 'paused' && c.channel === 'google_ads')).toBe(true);
    expect(paused.body.result.campaigns.length).toBe(
      (await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, status: 'paused', channel: 'google_ads' })).length,
    );
    const bad = await t.call('get_ad_campaigns', { cursor: 'nope' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('cursor') });
  });

  it('get_ad_performance sums the daily rows; a hosted campaign spends what its product spent', async () => {
    const res = await t.call('get_ad_performance', { window_days: 30, limit: 1000 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await t.db('ads_campaign_daily').where({ store_id: t.hostedStoreId }).whereBetween('date', [r.start, r.end]);
    // Meta campaigns' days are the social-ads platform's.
    const social = await socialDays(r.start, r.end);
    const cost = [...rows, ...social].reduce((a, x) => a + Number(x.cost_cents), 0);
    const value = [...rows, ...social].reduce((a, x) => a + Number(x.conversion_value_cents), 0);
    expect(cost).toBeGreaterThan(0);
    expect(r.totals.cost).toBeCloseTo(cost / 100, 2);
    expect(r.totals.roas).toBeCloseTo(value / cost, 3);
    expect(r.rows.reduce((a: number, x: { metrics: { cost: number } }) => a + x.metrics.cost, 0)).toBeCloseTo(cost / 100, 1);
    const costs = r.rows.map((x: { metrics: { cost: number } }) => x.metrics.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    // Seed consistency: the campaign's cost on a day is its product's ad spend that day.
    const sample = rows[0]!;
    const { name } = await campaign(sample.campaign_id);
    const product = await t
      .db('products')
      .where({ store_id: t.hostedStoreId, title: name.replace('Shopping - ', '') })
      .first();
    const spend = await t.db('performance_daily').where({ store_id: t.hostedStoreId, product_id: product.id, date: sample.date }).first();
    expect(Number(spend.ad_spend_cents)).toBe(Number(sample.cost_cents));

    const daily = await t.call('get_ad_performance', { window_days: 7, breakdown: 'day' }, t.keys.reader);
    const dates = daily.body.result.rows.map((x: { date: string }) => x.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.length).toBeLessThanOrEqual(7);
    expect(daily.body.result.rows.every((x: { campaign_id: null }) => x.campaign_id === null)).toBe(true);

    expect((await t.call('get_ad_performance', { campaign_ids: ['cmp_0000000000'] }, t.keys.reader)).body.message).toMatch(
      /^campaign_ids\[0\]: /,
    );
    const both = await t.call(
      'get_ad_performance',
      { window_days: 7, date_range: { start: '2026-01-01', end: '2026-01-02' } },
      t.keys.reader,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('window_days');
  });

  it("a meta campaign's numbers are the social-ads platform's: get_ad_performance and ads_run_query answer social_run_insights'", async () => {
    // The meta campaign with the most seeded insight days, over a range inside those days.
    const all = await socialDays('0000-01-01', '9999-12-31');
    const per = new Map<string, string[]>();
    for (const d of all) per.set(d.campaign_id, [...(per.get(d.campaign_id) ?? []), d.date]);
    const [id, dates] = [...per.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))[0]!;
    dates.sort();
    expect(dates.length).toBeGreaterThan(4);
    const [since, until] = [dates[1]!, dates[dates.length - 2]!];
    const ins = await t.call('social_run_insights', { time_range: { since, until }, campaign_ids: [id] }, t.keys.reader);
    expect(ins.status, JSON.stringify(ins.body)).toBe(200);
    const s = ins.body.result.totals;
    expect(s.spend).toBeGreaterThan(0);
    const perf = await t.call('get_ad_performance', { date_range: { start: since, end: until }, campaign_ids: [id] }, t.keys.reader);
    expect(perf.status, JSON.stringify(perf.body)).toBe(200);
    expect(perf.body.result.rows).toHaveLength(1);
    for (const m of [perf.body.result.rows[0].metrics, perf.body.result.totals]) {
      expect(m).toMatchObject({ impressions: s.impressions, clicks: s.clicks, conversions: s.conversions, cost: s.spend });
      expect(m.conversion_value).toBe(s.conversion_value);
    }
    const query =
      'SELECT campaign.id, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros, metrics.conversions_value ' +
      `FROM campaign WHERE campaign.id = '${id}' AND segments.date BETWEEN '${since}' AND '${until}'`;
    const q = await t.call('ads_run_query', { query }, t.keys.reader);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body.result.rows).toEqual([
      [id, s.impressions, s.clicks, s.conversions, Math.round(s.spend * 100) * 10_000, s.conversion_value],
    ]);
    // The search-ads platform holds no numbers of a meta campaign.
    expect(await t.db('ads_campaign_daily').where({ campaign_id: id })).toHaveLength(0);
  });

  it('ads_list_accessible_customers lists the manager first and counts campaigns per account (both stores)', async () => {
    const res = await t.call('ads_list_accessible_customers', {}, t.keys.reader);
    const list = res.body.result.customers;
    expect(list[0].manager).toBe(true);
    expect(list.slice(1).every((c: { manager_customer_id: string }) => c.manager_customer_id === list[0].customer_id)).toBe(true);
    const google = list.find((c: { platform: string; manager: boolean }) => c.platform === 'google_ads' && !c.manager);
    expect(google.campaign_count).toBe(
      (await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, customer_id: google.customer_id })).length,
    );
    expect(google.campaign_count).toBeGreaterThan(0);
    const business = await t.key(['ads:read'], { storeId: t.businessStoreId });
    const b = await t.call('ads_list_accessible_customers', {}, business);
    expect(b.body.result.customers.map((c: { currency: string }) => c.currency)).toEqual(['USD', 'USD', 'USD']);
    expect(b.body.result.customers.some((c: { campaign_count: number }) => c.campaign_count > 0)).toBe(true);
  });

  it('get_competitor_ad_intel averages each domain over its campaigns, most impression share first', async () => {
    const res = await t.call('get_competitor_ad_intel', { ads_per_domain: 2 }, t.keys.reader);
    const list = res.body.result.competitors;
    expect(list.length).toBeGreaterThan(0);
    const rows = await t.db('ads_auction_insights').where({ store_id: t.hostedStoreId, domain: list[0].domain });
    expect(list[0].campaigns).toBe(rows.length);
    expect(list[0].impression_share).toBeCloseTo(rows.reduce((a, r) => a + Number(r.impression_share), 0) / rows.length, 3);
    const shares = list.map((c: { impression_share: number }) => c.impression_share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(list[0].ads.length).toBeLessThanOrEqual(2);
    expect(list[0].ads[0].headline).toEqual(expect.any(String));
    const one = await t.call('get_competitor_ad_intel', { campaign_id: rows[0]!.campaign_id }, t.keys.reader);
    expect(one.body.result.competitors.map((c: { domain: string }) => c.domain)).toContain(list[0].domain);
    expect(one.body.result.competitors.every((c: { campaigns: number }) => c.campaigns === 1)).toBe(true);
    expect((await t.call('get_competitor_ad_intel', { campaign_id: 'cmp_0000000000' }, t.keys.reader)).status).toBe(400);
  });

  it('get_marketing_brain shows the managed campaigns and the open campaign decisions with evidence', async () => {
    const res = await t.call('get_marketing_brain', { window_days: 120, limit: 100 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const active = await t
      .db('intents')
      .where({ store_id: t.hostedStoreId, resource_kind: 'campaign', status: 'active' })
      .where('expires_at', '>', new Date().toISOString());
    expect(r.managed_campaigns.map((c: { campaign_id: string }) => c.campaign_id).sort()).toEqual(
      [...new Set(active.map((i) => i.resource_ref))].sort(),
    );
    const since = new Date(Date.now() - 120 * 86_400_000).toISOString();
    const decisions = await t
      .db('decisions')
      .where({ store_id: t.hostedStoreId })
      .where('subject', 'like', 'campaign:%')
      .where('created_at', '>=', since);
    const total = Object.values(r.decision_counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(decisions.length);
    const open = decisions.filter((d) => d.bucket === 'queued' || d.bucket === 'suggested');
    expect(r.open_decisions.length).toBe(Math.min(100, open.length));
    expect(
      r.open_decisions.every(
        (d: { subject: string; bucket: string }) => d.subject.startsWith('campaign:') && ['queued', 'suggested'].includes(d.bucket),
      ),
    ).toBe(true);
    if (r.open_decisions.length > 0) expect(Array.isArray(r.open_decisions[0].evidence)).toBe(true);
  });
});

describe('proposed writes', () => {
  it('ads_set_campaign_status: card, approval applies through the connector, event published and valid', async () => {
    const c = take((x) => x.status === 'enabled');
    const res = await t.call('ads_set_campaign_status', { campaign_id: c.id, status: 'paused', reason: 'test' }, t.keys.writer);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change.changes).toEqual([
      { resource_kind: 'campaign', resource_ref: c.id, field: 'status', before: 'enabled', after: 'paused' },
    ]);
    expect(r.change.amount_cents).toBe(0);
    expect(r.change.reversal).toMatchObject({ operation: 'ads_set_campaign_status', arguments: { campaign_id: c.id, status: 'enabled' } });
    expect((await campaign(c.id)).status).toBe('enabled');
    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    expect((await campaign(c.id)).status).toBe('paused');
    const [e] = await events(c.id, 'campaign.status_changed');
    expectValidEvent(e!);
    const receipt = await t.db('receipts').where({ approval_id: r.approval_id }).first();
    expect(e!.data).toMatchObject({
      campaign_id: c.id,
      status: 'paused',
      fields: ['status'],
      previous: { status: 'enabled' },
      receipt_id: receipt.id,
    });
    // The same status again: nothing to change.
    const again = await t.call('ads_set_campaign_status', { campaign_id: c.id, status: 'paused' }, t.keys.writer);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('status');
  });

  it('ads_set_campaign_budget: the world moved between proposal and approval → the card fails, nothing applied', async () => {
    const c = take();
    const res = await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: 99 }, t.keys.writer);
    await t.db('ad_campaigns').where({ id: c.id }).update({ daily_budget_cents: 4321 });
    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('failed');
    expect(Number((await campaign(c.id)).daily_budget_cents)).toBe(4321);
    expect(await events(c.id, 'campaign.status_changed')).toHaveLength(0);
    expect((await t.call('ads_set_campaign_budget', { campaign_id: 'cmp_0000000000', daily_budget: 5 }, t.keys.writer)).status).toBe(400);
    expect((await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: 5 }, t.keys.reader)).status).toBe(403);
  });

  it('reject leaves the campaign unchanged; an idempotent retry answers the same card', async () => {
    const c = take((x) => x.status === 'enabled');
    const body = { campaign_id: c.id, status: 'paused', idempotency_key: 'ads-status-1' };
    const first = await t.call('ads_set_campaign_status', body, t.keys.writer);
    const again = await t.call('ads_set_campaign_status', body, t.keys.writer);
    expect(again.body.result.approval_id).toBe(first.body.result.approval_id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await t.call('ads_set_campaign_status', { ...body, status: 'enabled' }, t.keys.writer);
    expect(other.status).toBe(409);
    expect((await t.decide(first.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect((await campaign(c.id)).status).toBe('enabled');
    expect(await t.db('receipts').where({ approval_id: first.body.result.approval_id })).toHaveLength(0);
    expect(await events(c.id, 'campaign.status_changed')).toHaveLength(0);
  });

  it('ads_add_negative_keywords adds only new ones; all present → 400; a social campaign → 400', async () => {
    const c = take();
    const existing = await t.db('ads_keywords').where({ campaign_id: c.id, negative: true });
    const res = await t.call(
      'ads_add_negative_keywords',
      { campaign_id: c.id, keywords: [{ text: '  Cheap   Knockoff ' }, { text: 'rental', match_type: 'phrase' }] },
      t.keys.writer,
    );
    expect(res.status).toBe(200);
    const change = res.body.result.change.changes[0];
    expect(change.field).toBe('negative_keywords');
    expect(change.after).toEqual([...change.before, 'broad:cheap knockoff', 'phrase:rental'].sort());
    expect(res.body.result.change.amount_cents).toBeNull();
    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('approved');
    const now = await t.db('ads_keywords').where({ campaign_id: c.id, negative: true });
    expect(now.length).toBe(existing.length + 2);
    const again = await t.call('ads_add_negative_keywords', { campaign_id: c.id, keywords: [{ text: 'cheap knockoff' }] }, t.keys.writer);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('keywords');
    const dup = await t.call('ads_add_negative_keywords', { campaign_id: c.id, keywords: [{ text: 'x' }, { text: 'X' }] }, t.keys.writer);
    expect(dup.body.message).toContain('keywords[1].text');
    const meta = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, channel: 'meta' }).first();
    const social = await t.call('ads_add_negative_keywords', { campaign_id: meta.id, keywords: [{ text: 'x' }] }, t.keys.writer);
    expect(social.status).toBe(400);
    expect(social.body.message).toContain('campaign_id');
  });

  it('ads_create_campaign creates a paused search campaign in the client account; receipts name its id', async () => {
    const auto = await t.key(['ads:read', 'ads:write'], { autoApply: true });
    const bad = await t.call('ads_create_campaign', { name: 'X', channel: 'google_ads', daily_budget: 10, bidding: 'target_roas' }, auto);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('target_roas');
    const res = await t.call(
      'ads_create_campaign',
      { name: 'Search - Test Layers', channel: 'google_ads', daily_budget: 25.5, bidding: 'target_roas', target_roas: 3.5 },
      auto,
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'applied', applied: true });
    expect(res.body.result.change).toMatchObject({ creates: true, amount_cents: 2550 });
    const row = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, name: 'Search - Test Layers' }).first();
    expect(row).toMatchObject({ status: 'paused', channel: 'google_ads', bidding: 'target_roas' });
    expect(Number(row.daily_budget_cents)).toBe(2550);
    const google = await t.db('ads_customers').where({ store_id: t.hostedStoreId, platform: 'google_ads', manager: false }).first();
    expect(row.customer_id).toBe(google.customer_id);
    const receipt = await t.db('receipts').where({ store_id: t.hostedStoreId, resource_kind: 'campaign', resource_ref: row.id }).first();
    expect(receipt).toBeDefined();
    const taken = await t.call(
      'ads_create_campaign',
      { name: 'search - test layers', channel: 'google_ads', daily_budget: 1, bidding: 'manual_cpc' },
      auto,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toContain('name');
  });
});

describe('governance', () => {
  it("ownership: a rival is refused; the owner's write moves its intent; a platform change is announced once", async () => {
    const c = take();
    const declared = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: c.id,
        field: 'daily_budget',
        desired: 40,
        reason: 'hold the budget',
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
      t.keys.owner,
    );
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const intentId = declared.body.result.approval_id as string;
    expect((await t.decide(intentId, 'approve')).status).toBe('approved');
    expect(Number((await campaign(c.id)).daily_budget_cents)).toBe(4000);

    const before = await cards();
    const rival = await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: 41 }, t.keys.writer);
    expect(rival.status).toBe(409);
    expect(rival.body).toMatchObject({ error: 'field_already_owned', intent_id: intentId });
    expect(await cards()).toBe(before);

    const own = await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: 45 }, t.keys.owner);
    expect(own.body.result.change.amount_cents).toBe(500); // the increase per day
    expect((await t.decide(own.body.result.approval_id, 'approve')).status).toBe('approved');
    expect(Number((await campaign(c.id)).daily_budget_cents)).toBe(4500);
    const [e] = await events(c.id, 'campaign.status_changed');
    expectValidEvent(e!);
    expect(e!.data).toMatchObject({ fields: ['daily_budget'], daily_budget: 45, previous: { daily_budget: 40 }, currency: 'EUR' });
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(0); // the owner's own write

    // Someone changes the budget on the ad platform (through the embedded connector).
    const ctx = { scope: createStoreScope(t.db, t.hostedStoreId), now: new Date() } as unknown as HandlerContext;
    await embeddedGoogleAds.updateCampaign(ctx, c.id, { daily_budget_cents: 2000 });
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(1);
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(0);
    const overwritten = await t.db('outbox').where({ type: 'intent.field_overwritten_externally', subject: intentId });
    expect(overwritten).toHaveLength(1);
    expect(JSON.parse(overwritten[0].data)).toMatchObject({ desired: 45, observed: 20, resource_ref: c.id });
  });

  it('spend ceilings refuse an over-ceiling budget raise and campaign creation before a card, as simulate says', async () => {
    // Earlier tests approved ads cards today: the ceiling leaves 10.00 on top of them.
    const today = new Date(new Date().toISOString().slice(0, 10)).toISOString();
    const spent = await t
      .db('approvals')
      .where({ store_id: t.hostedStoreId, status: 'approved' })
      .where('operation', 'like', 'ads_%')
      .where('decided_at', '>=', today)
      .sum({ n: 'amount_cents' })
      .first();
    const ceiling = await policy({
      kind: 'spend_ceiling',
      name: 'Ads daily',
      domain: 'ads',
      ceiling_cents: Number(spent?.n ?? 0) + 1000,
      period: 'day',
    });
    const c = take();
    const current = Number(c.daily_budget_cents);
    const next = (current + 1500) / 100;
    const facts = {
      campaign_id: c.id,
      daily_budget: next,
      amount_cents: 1500,
      resource_kind: 'campaign',
      resource_ref: c.id,
      field: 'daily_budget',
    };
    const sim = await t.call('simulate', { domain: 'ads', action: 'ads_set_campaign_budget', facts }, t.keys.admin);
    expect(sim.body.result.decision).toBe('deny');
    const before = await cards();
    const res = await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: next }, t.keys.writer);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'spend_ceiling_exceeded', policy_id: ceiling });
    expect(res.body.gates).toEqual(sim.body.result.gates);
    expect(await cards()).toBe(before);
    // Within the ceiling (+5.00 a day) a card is made; lowering commits nothing.
    const within = await t.call('ads_set_campaign_budget', { campaign_id: c.id, daily_budget: (current + 500) / 100 }, t.keys.writer);
    expect(within.body.result).toMatchObject({ status: 'proposed', change: { amount_cents: 500 } });
    const create = { name: 'Search - Over Ceiling', channel: 'google_ads', daily_budget: 20, bidding: 'manual_cpc' };
    const simCreate = await t.call(
      'simulate',
      { domain: 'ads', action: 'ads_create_campaign', facts: { ...create, amount_cents: 2000 } },
      t.keys.admin,
    );
    expect(simCreate.body.result.decision).toBe('deny');
    const created = await t.call('ads_create_campaign', create, t.keys.writer);
    expect(created.status).toBe(409);
    expect(created.body.error).toBe('spend_ceiling_exceeded');
    expect(await cards()).toBe(before + 1);
    expect(await t.db('ad_campaigns').where({ name: 'Search - Over Ceiling' })).toHaveLength(0);
    await t.call('policy_delete', { policy_id: ceiling }, t.keys.admin);
  });
});
