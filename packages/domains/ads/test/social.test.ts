/**
 * Social ads over HTTP: social_run_insights (levels, fields, ranges, increments,
 * breakdowns, paging; unknown fields named), social_get_ad_entities (hierarchy, effective status,
 * paging), social_get_audiences (sizes, lookalikes, hashed members only), and the proposed writes
 * social_create_campaign (card with the exact campaign, spend ceiling refused before a card,
 * approve → created, reject → unchanged, idempotent retry) and social_sync_audiences (add/remove
 * counts, SHA-256 of normalised e-mails, approve → synced, world moved → failed), the scope
 * refusal, and both demo stores.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['ads:read'], writer: ['ads:read', 'ads:write'], admin: ['admin'] });
let sandbox: string;

beforeAll(async () => {
  // Minted before any request: the copy takes seconds, longer than an idle keep-alive socket lives.
  sandbox = await t.key(['ads:read', 'ads:write', 'automation:write'], { kind: 'sandbox' });
});

const sha = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

interface Cell {
  ad_id: string;
  campaign_id: string;
  date: string;
  age: string;
  impressions: number;
  clicks: number;
  spend_cents: number;
  conversions: number;
  conversion_value_cents: number;
}
async function cells(storeId = t.hostedStoreId): Promise<Cell[]> {
  const rows = await t
    .db('social_insights_daily as i')
    .join('social_ads as a', 'a.id', 'i.ad_id')
    .where('i.store_id', storeId)
    .select('i.*', 'a.campaign_id');
  return rows.map((r) => ({
    ...r,
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    spend_cents: Number(r.spend_cents),
    conversions: Number(r.conversions),
    conversion_value_cents: Number(r.conversion_value_cents),
  }));
}
const inRange = (c: Cell, since: string, until: string) => c.date >= since && c.date <= until;

describe('social_run_insights', () => {
  it('sums the last 30 days per campaign, totals over every row, money in major units', async () => {
    const res = await t.call(
      'social_run_insights',
      { fields: ['impressions', 'spend', 'conversion_value', 'roas', 'ctr'], limit: 500 },
      t.keys.reader,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({
      level: 'campaign',
      since: daysAgo(30),
      until: daysAgo(1),
      time_increment: 'all_days',
      currency: 'EUR',
      has_more: false,
    });
    const all = (await cells()).filter((c) => inRange(c, r.since, r.until));
    const spend = all.reduce((a, c) => a + c.spend_cents, 0);
    const value = all.reduce((a, c) => a + c.conversion_value_cents, 0);
    expect(spend).toBeGreaterThan(0);
    expect(r.totals.spend).toBeCloseTo(spend / 100, 6);
    expect(r.totals.roas).toBe(Math.round((value / spend) * 100) / 100);
    expect(Object.keys(r.totals).sort()).toEqual(['conversion_value', 'ctr', 'impressions', 'roas', 'spend']);
    // One row per delivering campaign; each row's spend is its cells' sum; spend descending.
    const byCampaign = new Map<string, number>();
    for (const c of all) byCampaign.set(c.campaign_id, (byCampaign.get(c.campaign_id) ?? 0) + c.spend_cents);
    expect(r.rows).toHaveLength(byCampaign.size);
    for (const row of r.rows) {
      expect(row.metrics.spend).toBeCloseTo(byCampaign.get(row.campaign_id)! / 100, 6);
      expect(row.adset_id).toBeNull();
      expect(row.age).toBeNull();
      expect(typeof row.campaign_name).toBe('string');
    }
    const spends = r.rows.map((x: { metrics: { spend: number } }) => x.metrics.spend);
    expect([...spends].sort((a, b) => b - a)).toEqual(spends);
  });

  it('breaks down by age at ad level in weekly buckets; every breakdown sums to the same total', async () => {
    const since = daysAgo(14);
    const until = daysAgo(1);
    const body = { level: 'ad', fields: ['clicks'], time_range: { since, until }, time_increment: 7, breakdowns: ['age'], limit: 500 };
    const res = await t.call('social_run_insights', body, t.keys.reader);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    const clicks = (await cells()).filter((c) => inRange(c, since, until)).reduce((a, c) => a + c.clicks, 0);
    expect(r.totals).toEqual({ clicks });
    expect(r.rows.reduce((a: number, x: { metrics: { clicks: number } }) => a + x.metrics.clicks, 0)).toBe(clicks);
    const starts = new Set(r.rows.map((x: { date_start: string }) => x.date_start));
    expect([...starts].sort()).toEqual([since, daysAgo(7)]);
    for (const row of r.rows) {
      expect(['18-24', '25-34', '35-44', '45-54', '55-64', '65+']).toContain(row.age);
      expect(row.ad_id).not.toBeNull();
      expect(row.adset_id).not.toBeNull();
      expect(row.date_stop).toBe(row.date_start === since ? daysAgo(8) : until);
    }
    const gender = await t.call('social_run_insights', { ...body, breakdowns: ['gender', 'placement'] }, t.keys.reader);
    expect(gender.body.result.totals).toEqual({ clicks });
  });

  it('pages with a cursor bound to its query', async () => {
    const body = { level: 'ad', fields: ['spend'], breakdowns: ['country'], limit: 7 };
    const first = await t.call('social_run_insights', body, t.keys.reader);
    expect(first.body.result.has_more).toBe(true);
    const second = await t.call('social_run_insights', { ...body, cursor: first.body.result.next_cursor }, t.keys.reader);
    expect(second.status).toBe(200);
    expect(second.body.result.rows[0]).not.toEqual(first.body.result.rows[0]);
    const other = await t.call('social_run_insights', { ...body, level: 'campaign', cursor: first.body.result.next_cursor }, t.keys.reader);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/cursor/);
  });

  it('refuses unknown fields and unusable ranges, naming them; unknown campaigns too', async () => {
    const unknown = await t.call('social_run_insights', { fields: ['spend', 'reach'] }, t.keys.reader);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_request');
    expect(unknown.body.message).toMatch(/fields\[1\].*reach/);
    const both = await t.call(
      'social_run_insights',
      { date_preset: 'last_7d', time_range: { since: daysAgo(3), until: daysAgo(1) } },
      t.keys.reader,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/time_range/);
    const backwards = await t.call('social_run_insights', { time_range: { since: daysAgo(1), until: daysAgo(3) } }, t.keys.reader);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/time_range/);
    const badDay = await t.call('social_run_insights', { time_range: { since: '2026-02-30', until: '2026-03-02' } }, t.keys.reader);
    expect(badDay.status).toBe(400);
    const missing = await t.call('social_run_insights', { campaign_ids: ['cmp_0000000000'] }, t.keys.reader);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    expect(missing.body.message).toMatch(/^campaign_ids\[0\]: /);
    const breakdown = await t.call('social_run_insights', { breakdowns: ['device'] }, t.keys.reader);
    expect(breakdown.status).toBe(400);
  });
});

describe('social_get_ad_entities', () => {
  it('lists meta campaigns newest first with counts, budget and objective, paged', async () => {
    const metas = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, channel: 'meta' });
    const first = await t.call('social_get_ad_entities', { limit: 3 }, t.keys.reader);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const r = first.body.result;
    expect(r.entities).toHaveLength(3);
    expect(r.has_more).toBe(metas.length > 3);
    const e = r.entities[0];
    const row = metas.find((m) => m.id === e.id)!;
    expect(e).toMatchObject({
      level: 'campaign',
      campaign_id: row.id,
      adset_id: null,
      daily_budget: Number(row.daily_budget_cents) / 100,
      creative: null,
    });
    expect(e.adset_count).toBe(Number((await t.db('social_ad_sets').where({ campaign_id: e.id }).count({ n: '*' }).first())!.n));
    const seen = new Set<string>(r.entities.map((x: { id: string }) => x.id));
    let cursor = r.next_cursor;
    while (cursor !== null) {
      const page = await t.call('social_get_ad_entities', { limit: 50, before: cursor }, t.keys.reader);
      for (const x of page.body.result.entities) seen.add(x.id);
      cursor = page.body.result.next_cursor;
    }
    expect(seen.size).toBe(metas.length);
  });

  it('effective status combines parents: an enabled ad of a paused campaign is campaign_paused', async () => {
    const set = await t.db('social_ad_sets').where({ store_id: t.hostedStoreId, status: 'enabled' }).orderBy('id').first();
    await t.db('ad_campaigns').where({ id: set.campaign_id }).update({ status: 'paused' });
    try {
      const res = await t.call('social_get_ad_entities', { level: 'ad', adset_id: set.id }, t.keys.reader);
      expect(res.status).toBe(200);
      for (const ad of res.body.result.entities) {
        expect(ad.adset_id).toBe(set.id);
        expect(ad.effective_status).toBe(ad.status === 'enabled' ? 'campaign_paused' : 'paused');
        expect(ad.creative.link_url).toMatch(/^https:\/\//);
      }
      const sets = await t.call('social_get_ad_entities', { level: 'adset', campaign_id: set.campaign_id }, t.keys.reader);
      expect(sets.body.result.entities.map((s: { campaign_id: string }) => s.campaign_id)).toContain(set.campaign_id);
      expect(sets.body.result.entities[0].targeting.countries).toContain('NL');
    } finally {
      await t.db('ad_campaigns').where({ id: set.campaign_id }).update({ status: 'enabled' });
    }
  });

  it('refuses unknown ids and an ad set filter at campaign level', async () => {
    expect((await t.call('social_get_ad_entities', { campaign_id: 'nope' }, t.keys.reader)).body.message).toMatch(
      /^campaign_id: no social/,
    );
    expect(
      (await t.call('social_get_ad_entities', { level: 'ad', adset_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader)).status,
    ).toBe(400);
    const bad = await t.call('social_get_ad_entities', { adset_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/adset_id/);
    const cursor = await t.call('social_get_ad_entities', { before: 'abc' }, t.keys.reader);
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toMatch(/before/);
  });
});

describe('social_get_audiences', () => {
  it('lists customer lists (size = hashed members), website, engagement and lookalikes; hashes only', async () => {
    const res = await t.call('social_get_audiences', {}, t.keys.reader);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const all = res.body.result.audiences;
    expect(new Set(all.map((a: { subtype: string }) => a.subtype))).toEqual(
      new Set(['customer_list', 'website', 'engagement', 'lookalike']),
    );
    const list = all.find((a: { subtype: string }) => a.subtype === 'customer_list');
    const members = await t.db('social_audience_members').where({ audience_id: list.id });
    expect(list.member_count).toBe(members.length);
    expect(list.approximate_size).toBe(members.length);
    expect(list.segment).toEqual({ kind: 'repeat_buyers', window_days: 365, min_orders: 2 });
    for (const m of members) expect(m.email_sha256).toMatch(/^[0-9a-f]{64}$/);
    const lookalikes = await t.call('social_get_audiences', { type: 'lookalike' }, t.keys.reader);
    for (const a of lookalikes.body.result.audiences) {
      expect(a.source_audience_id).toBe(list.id);
      expect(a.lookalike.country).toBe('NL');
      expect(a.targetable).toBe(a.status === 'ready');
    }
    expect(lookalikes.body.result.audiences.length).toBe(2);
  });
});

describe('social_create_campaign', () => {
  it('proposes the exact campaign; approval creates it paused on channel meta', async () => {
    const res = await t.call(
      'social_create_campaign',
      { name: 'Meta - Test launch', objective: 'sales', daily_budget: 42.5 },
      t.keys.writer,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change.amount_cents).toBe(4250);
    expect(r.change.reversibility_class).toBe('compensatable');
    const fields = Object.fromEntries(r.change.changes.map((c: { field: string; after: unknown }) => [c.field, c.after]));
    expect(fields).toEqual({
      name: 'Meta - Test launch',
      channel: 'meta',
      objective: 'sales',
      status: 'paused',
      bidding: 'maximize_conversions',
      daily_budget: 42.5,
    });
    expect(await t.db('ad_campaigns').where({ name: 'Meta - Test launch' })).toHaveLength(0);
    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    const row = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, name: 'Meta - Test launch' }).first();
    expect(row).toMatchObject({ channel: 'meta', status: 'paused', bidding: 'maximize_conversions' });
    expect(Number(row.daily_budget_cents)).toBe(4250);
    const receipt = await t.db('receipts').where({ approval_id: r.approval_id }).first();
    expect(receipt.resource_ref).toBe(row.id);
    const view = await t.call('social_get_ad_entities', { campaign_id: row.id }, t.keys.reader);
    expect(view.body.result.entities[0]).toMatchObject({
      objective: 'sales',
      effective_status: 'paused',
      adset_count: 0,
      daily_budget: 42.5,
    });
    // The name is now taken.
    const again = await t.call(
      'social_create_campaign',
      { name: 'Meta - Test launch', objective: 'traffic', daily_budget: 5 },
      t.keys.writer,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/name/);
  });

  it('reject leaves nothing; an idempotent retry replays the card', async () => {
    const body = { name: 'Meta - Retry', objective: 'traffic', daily_budget: 10, idempotency_key: 'social-create-1' };
    const first = await t.call('social_create_campaign', body, t.keys.writer);
    const second = await t.call('social_create_campaign', body, t.keys.writer);
    expect(second.body.result.approval_id).toBe(first.body.result.approval_id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await t.decide(first.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect(await t.db('ad_campaigns').where({ name: 'Meta - Retry' })).toHaveLength(0);
  });

  it('a budget over the ads spend ceiling is refused before a card exists', async () => {
    const created = await t.call(
      'policy_create',
      { kind: 'spend_ceiling', name: 'Social test ceiling', domain: 'ads', ceiling_cents: 5000, period: 'day' },
      t.keys.admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    try {
      const approvals = await t.db('approvals').count({ n: '*' }).first();
      const res = await t.call('social_create_campaign', { name: 'Meta - Too big', objective: 'sales', daily_budget: 60 }, t.keys.writer);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('spend_ceiling_exceeded');
      expect(await t.db('approvals').count({ n: '*' }).first()).toEqual(approvals);
    } finally {
      await t.call('policy_delete', { policy_id: created.body.result.policy.id }, t.keys.admin);
    }
  });

  it('refuses more than 2 decimals, and needs ads:write', async () => {
    const bad = await t.call('social_create_campaign', { name: 'Meta - Odd', objective: 'sales', daily_budget: 10.005 }, t.keys.writer);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/daily_budget/);
    const denied = await t.call('social_create_campaign', { name: 'Meta - Nope', objective: 'sales', daily_budget: 10 }, t.keys.reader);
    expect(denied.status).toBe(403);
    const noRead = await t.call('social_get_audiences', {}, await t.key(['catalog:read']));
    expect(noRead.status).toBe(403);
  });
});

describe('social_sync_audiences', () => {
  it('creates a customer list from a segment with hashed, normalised e-mails of consenting customers', async () => {
    const body = { audience_name: 'All buyers - 90 days', segment: { kind: 'all_customers', window_days: 90 } };
    const res = await t.call('social_sync_audiences', body, t.keys.writer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    // Expected members from the store's own rows.
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const refs = new Set(
      (
        await t
          .db('orders')
          .where({ store_id: t.hostedStoreId })
          .where('created_at', '>=', since)
          .whereNull('cancelled_at')
          .select('customer_ref')
      ).map((o) => o.customer_ref as string),
    );
    const contacts = await t.db('customer_contacts').where({ store_id: t.hostedStoreId });
    const expected = new Set(contacts.filter((c) => refs.has(c.customer_ref) && Boolean(c.accepts_marketing)).map((c) => sha(c.email)));
    expect(expected.size).toBeGreaterThan(0);
    expect(r.change.changes.find((c: { field: string }) => c.field === 'member_count')).toMatchObject({
      before: null,
      after: expected.size,
    });
    expect(r.change.title).toContain(`+${expected.size} added`);
    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    const audience = await t.db('social_audiences').where({ store_id: t.hostedStoreId, name: 'All buyers - 90 days' }).first();
    const members = await t.db('social_audience_members').where({ audience_id: audience.id });
    expect(new Set(members.map((m) => m.email_sha256))).toEqual(expected);
    // No plaintext e-mail anywhere in the audience tables.
    const text = JSON.stringify([audience, members]);
    for (const c of contacts.slice(0, 50)) expect(text).not.toContain(c.email.trim());
    // Normalisation: an e-mail typed with capitals or spaces hashes like its normalised form.
    const odd = contacts.find((c) => c.email !== c.email.trim().toLowerCase());
    expect(odd).toBeDefined();
  });

  it('replace mode removes members outside the segment; a moved audience fails the card', async () => {
    const list = await t.db('social_audiences').where({ store_id: t.hostedStoreId, name: 'Repeat buyers' }).first();
    const res = await t.call(
      'social_sync_audiences',
      { audience_id: list.id, segment: { kind: 'repeat_buyers', min_orders: 3 } },
      t.keys.writer,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const before = (await t.db('social_audience_members').where({ audience_id: list.id })).length;
    const count = res.body.result.change.changes.find((c: { field: string }) => c.field === 'member_count');
    expect(count.before).toBe(before);
    expect(count.after).toBeLessThan(before);
    expect(res.body.result.change.title).toMatch(/-\d+ removed/);
    expect(res.body.result.change.reversal.arguments.segment).toEqual({ kind: 'repeat_buyers', window_days: 365, min_orders: 2 });
    // Someone else syncs meanwhile: the card fails, nothing applied by it.
    await t.db('social_audience_members').insert({
      id: '11111111-1111-4111-8111-111111111111',
      store_id: t.hostedStoreId,
      audience_id: list.id,
      email_sha256: sha('x@example.com'),
      added_at: new Date().toISOString(),
    });
    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('failed');
    expect((await t.db('social_audience_members').where({ audience_id: list.id })).length).toBe(before + 1);
    // A fresh proposal applies.
    const again = await t.call(
      'social_sync_audiences',
      { audience_id: list.id, segment: { kind: 'repeat_buyers', min_orders: 3 } },
      t.keys.writer,
    );
    const after = again.body.result.change.changes.find((c: { field: string }) => c.field === 'member_count').after;
    expect((await t.decide(again.body.result.approval_id, 'approve')).status).toBe('approved');
    expect((await t.db('social_audience_members').where({ audience_id: list.id })).length).toBe(after);
    // The same sync again changes nothing: refused.
    const noop = await t.call(
      'social_sync_audiences',
      { audience_id: list.id, segment: { kind: 'repeat_buyers', min_orders: 3 } },
      t.keys.writer,
    );
    expect(noop.status).toBe(400);
    expect(noop.body.message).toMatch(/segment/);
  });

  /** The card's {count, sha256} of a member set: SHA-256 of the sorted hashes, one a line. */
  const digest = (hashes: Iterable<string>) => {
    const sorted = [...new Set(hashes)].sort();
    return { count: sorted.length, sha256: createHash('sha256').update(sorted.join('\n')).digest('hex') };
  };
  /** The hashed e-mails of consenting customers with an order in the last `days` days. */
  async function buyers(days: number): Promise<{ hashes: Set<string>; contacts: Array<{ id: string; email: string }> }> {
    const since = new Date(t.now().getTime() - days * 86_400_000).toISOString();
    const refs = new Set(
      (await t.db('orders').where({ store_id: t.hostedStoreId }).where('created_at', '>=', since).whereNull('cancelled_at')).map(
        (o) => o.customer_ref as string,
      ),
    );
    const contacts = (await t.db('customer_contacts').where({ store_id: t.hostedStoreId })).filter(
      (c) => refs.has(c.customer_ref) && Boolean(c.accepts_marketing),
    );
    return { hashes: new Set(contacts.map((c) => sha(c.email))), contacts };
  }
  const item = (change: { changes: Array<{ field: string; before: unknown; after: unknown }> }, field: string) =>
    change.changes.find((c) => c.field === field);

  it('applies exactly the member set on the card; a segment whose members changed meanwhile fails the card', async () => {
    const body = { audience_name: 'Buyers - 120 days', segment: { kind: 'all_customers', window_days: 120 } };
    const proposed = await t.call('social_sync_audiences', body, t.keys.writer);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const { hashes, contacts } = await buyers(120);
    const card = proposed.body.result.change;
    expect(item(card, 'segment_members')).toMatchObject({ before: digest(hashes), after: digest(hashes) });
    expect(item(card, 'members')).toMatchObject({ before: null, after: digest(hashes) });
    // A customer in the segment withdraws marketing consent before the approval: the set moved.
    const leaver = contacts[0]!;
    await t.db('customer_contacts').where({ id: leaver.id }).update({ accepts_marketing: false });
    try {
      const decided = await t.decide(proposed.body.result.approval_id, 'approve');
      expect(decided.status).toBe('failed');
      expect(decided.reason).toMatch(/moved.*segment_members/);
      expect(await t.db('social_audiences').where({ store_id: t.hostedStoreId, name: body.audience_name })).toHaveLength(0);
    } finally {
      await t.db('customer_contacts').where({ id: leaver.id }).update({ accepts_marketing: true });
    }
    // Unchanged world: the audience gets exactly the card's set.
    const again = await t.call('social_sync_audiences', body, t.keys.writer);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const shown = item(again.body.result.change, 'members')!.after;
    expect((await t.decide(again.body.result.approval_id, 'approve')).status).toBe('approved');
    const audience = await t.db('social_audiences').where({ store_id: t.hostedStoreId, name: body.audience_name }).first();
    const members = (await t.db('social_audience_members').where({ audience_id: audience.id })).map((m) => m.email_sha256 as string);
    expect(digest(members)).toEqual(shown);
    expect(new Set(members)).toEqual((await buyers(120)).hashes);
  });

  it('refuses unusable arguments, naming them', async () => {
    const website = await t.db('social_audiences').where({ store_id: t.hostedStoreId, subtype: 'website' }).first();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ segment: { kind: 'all_customers' } }, 400, /audience_id/],
      [{ audience_id: website.id, segment: { kind: 'all_customers' } }, 400, /audience_id/],
      [{ audience_id: '00000000-0000-4000-8000-000000000000', segment: { kind: 'all_customers' } }, 400, /^audience_id: no audience/],
      [{ audience_name: 'Repeat buyers', segment: { kind: 'all_customers' } }, 400, /audience_name/],
      [{ audience_name: 'X', segment: { kind: 'product_customers' } }, 400, /segment\.products/],
      [{ audience_name: 'X', segment: { kind: 'all_customers', min_orders: 3 } }, 400, /segment\.min_orders/],
      [
        { audience_name: 'X', segment: { kind: 'product_customers', products: ['no-such-product'] } },
        400,
        /^segment\.products\[0\]: no product/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.call('social_sync_audiences', body, t.keys.writer);
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.message).toMatch(message);
    }
  });
});

describe('the business store', () => {
  it('has its own social world (USD, US lookalikes)', async () => {
    const key = await t.key(['ads:read'], { storeId: t.businessStoreId });
    const insights = await t.call('social_run_insights', {}, key);
    expect(insights.status).toBe(200);
    expect(insights.body.result.currency).toBe('USD');
    expect(insights.body.result.rows.length).toBeGreaterThan(0);
    const campaigns = (await cells(t.businessStoreId)).map((c) => c.campaign_id);
    for (const row of insights.body.result.rows) expect(campaigns).toContain(row.campaign_id);
    const audiences = await t.call('social_get_audiences', { type: 'lookalike' }, key);
    expect(audiences.body.result.audiences[0].lookalike.country).toBe('US');
  });
});

describe('a sandbox key', () => {
  it('reads its copy of the social world and syncs an audience there only', async () => {
    const copy = (await t.db('api_keys').where({ kind: 'sandbox' }).orderBy('created_at', 'desc').first()).store_id as string;
    const liveLists = await t.db('social_audiences').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    const entities = await t.call('social_get_ad_entities', { level: 'ad', limit: 5 }, sandbox);
    expect(entities.status).toBe(200);
    const copied = await t.db('social_ads').where({ store_id: copy }).select('id');
    expect(copied.map((a) => a.id)).toContain(entities.body.result.entities[0].id);
    const insights = await t.call('social_run_insights', { fields: ['spend'] }, sandbox);
    expect(insights.body.result.totals.spend).toBeGreaterThan(0);
    const proposed = await t.call(
      'social_sync_audiences',
      { audience_name: 'Sandbox buyers', segment: { kind: 'all_customers' } },
      sandbox,
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const decided = await t.call(
      'sandbox_approval_decide',
      { approval_id: proposed.body.result.approval_id, decision: 'approve' },
      sandbox,
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await t.db('social_audiences').where({ store_id: copy, name: 'Sandbox buyers' })).toHaveLength(1);
    expect(await t.db('social_audiences').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first()).toEqual(liveLists);
  });
});
