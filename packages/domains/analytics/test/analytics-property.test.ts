/**
 * The analytics property over HTTP: admin config, audiences and data streams, the
 * report language of analytics_run_report (SQL sums that match the rows, two date ranges, filters,
 * ordering and paging, unknown names and incompatible mixes named), channel performance, buyer
 * demographics with thresholding, and the proposed writes analytics_set_data_retention /
 * analytics_create_audience (card before → after, approve → applied with receipt, reject →
 * unchanged, world moved → failed, idempotent retry), the scope refusal and the business store.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  {
    reader: ['analytics:read'],
    writer: ['analytics:read', 'analytics:write'],
    businessReader: { scopes: ['analytics:read'], store: 'business' },
  },
);

type Row = Record<string, unknown>;
const sum = (rows: Row[], k: string): number => rows.reduce((s, r) => s + Number(r[k]), 0);
async function traffic(start: string, end: string, storeId = t.hostedStoreId): Promise<Row[]> {
  return t.db('analytics_traffic_daily').where({ store_id: storeId }).andWhere('date', '>=', start).andWhere('date', '<=', end);
}
async function property(storeId = t.hostedStoreId): Promise<Row> {
  return t.db('analytics_properties').where({ store_id: storeId }).first();
}
async function lastDate(): Promise<string> {
  const rows = (await t.db('analytics_traffic_daily').where({ store_id: t.hostedStoreId }).max({ d: 'date' })) as Array<{ d: string }>;
  return rows[0]!.d;
}
const minus = (d: string, days: number): string => new Date(Date.parse(`${d}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('analytics admin reads', () => {
  it('answers the property configuration, streams and audiences of each store', async () => {
    const res = await t.call('analytics_get_admin_config', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const p = await property();
    const r = res.body.result;
    expect(r).toMatchObject({
      property_name: p.property_name,
      time_zone: 'Europe/Amsterdam',
      currency: 'EUR',
      service_level: 'standard',
      data_retention: p.data_retention,
      data_retention_options: ['2_months', '14_months'],
      key_events: ['purchase', 'sign_up'],
    });
    expect(r.collected_events).toContain('add_to_cart');
    expect(r.streams).toMatchObject({ total: 3, web: 1, ios: 1, android: 1 });
    expect(r.streams.measurement_ids[0]).toMatch(/^G-[A-Z0-9]{10}$/);

    const streams = await t.call('analytics_list_data_streams', {}, t.keys.reader);
    expect(streams.body.result.streams.map((s: { type: string }) => s.type)).toEqual(['web', 'ios', 'android']);
    const ios = await t.call('analytics_list_data_streams', { type: 'ios' }, t.keys.reader);
    expect(ios.body.result.streams).toHaveLength(1);
    expect(ios.body.result.streams[0].measurement_id).toBeNull();

    const audiences = await t.call('analytics_list_audiences', {}, t.keys.reader);
    expect(audiences.body.result.audiences.map((a: { origin: string }) => a.origin).slice(0, 2)).toEqual(['predefined', 'predefined']);
    expect(audiences.body.result.count).toBe(
      await t
        .db('analytics_audiences')
        .where({ store_id: t.hostedStoreId })
        .count({ n: '*' })
        .then((x) => Number(x[0]!.n)),
    );

    const business = await t.call('analytics_get_admin_config', {}, t.keys.businessReader);
    expect(business.body.result).toMatchObject({ currency: 'USD', time_zone: 'America/New_York', streams: { total: 1, web: 1 } });
  });

  it('refuses a key without analytics:read', async () => {
    const other = await t.key(['catalog:read']);
    const res = await t.call('analytics_get_admin_config', {}, other);
    expect(res.status).toBe(403);
  });
});

describe('analytics_run_report', () => {
  it('groups with SQL sums that match the daily rows, sorted by the first metric', async () => {
    const end = await lastDate();
    const start = minus(end, 27);
    const res = await t.call(
      'analytics_run_report',
      {
        dimensions: ['channel_group'],
        metrics: ['sessions', 'engagement_rate', 'purchase_revenue'],
        date_ranges: [{ start_date: start, end_date: end }],
      },
      t.keys.reader,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({
      scope: 'traffic',
      currency: 'EUR',
      dimensions: ['channel_group'],
      row_count: r.rows.length,
      has_more: false,
    });
    const rows = await traffic(start, end);
    const sessions = r.rows.map((x: Row) => x.sessions as number);
    expect(sessions).toEqual([...sessions].sort((a, b) => b - a));
    for (const row of r.rows) {
      const mine = rows.filter((x) => x.channel_group === row.channel_group);
      expect(row.sessions).toBe(sum(mine, 'sessions'));
      expect(row.purchase_revenue).toBe(sum(mine, 'purchase_revenue_cents') / 100);
      expect(row.engagement_rate).toBe(Math.round((sum(mine, 'engaged_sessions') / sum(mine, 'sessions')) * 10_000) / 10_000);
    }
    expect(r.totals[0]).toMatchObject({ date_range: 'date_range_0', sessions: sum(rows, 'sessions') });
    expect(sum(rows, 'transactions')).toBeGreaterThan(0);
  });

  it('compares two ranges, filters, orders and pages', async () => {
    const end = await lastDate();
    const ranges = [
      { start_date: minus(end, 6), end_date: end },
      { start_date: minus(end, 13), end_date: minus(end, 7) },
    ];
    const body = {
      dimensions: ['device_category'],
      metrics: ['sessions'],
      dimension_filters: [{ dimension: 'country', op: 'in', value: ['NL', 'DE'] }],
      metric_filters: [{ metric: 'sessions', op: 'gt', value: 0 }],
      date_ranges: ranges,
      order_bys: [{ field: 'device_category', direction: 'asc' }],
    };
    const all = (await t.call('analytics_run_report', body, t.keys.reader)).body.result;
    expect(all.dimensions).toEqual(['date_range', 'device_category']);
    for (const [i, rg] of ranges.entries()) {
      const rows = (await traffic(rg.start_date, rg.end_date)).filter((x) => ['NL', 'DE'].includes(x.country as string));
      const mine = all.rows.filter((x: Row) => x.date_range === `date_range_${i}`);
      expect(sum(mine, 'sessions')).toBe(sum(rows, 'sessions'));
      expect(all.totals[i].sessions).toBe(sum(rows, 'sessions'));
    }
    const devices = all.rows.map((x: Row) => x.device_category);
    expect(devices).toEqual([...devices].sort());
    const page = (await t.call('analytics_run_report', { ...body, offset: 1, limit: 2 }, t.keys.reader)).body.result;
    expect(page.rows).toEqual(all.rows.slice(1, 3));
    expect(page.has_more).toBe(all.rows.length > 3);

    const none = await t.call(
      'analytics_run_report',
      { metrics: ['sessions'], metric_filters: [{ metric: 'sessions', op: 'gt', value: 1e12 }] },
      t.keys.reader,
    );
    expect(none.body.result.rows).toEqual([]);
  });

  it('answers demographics from the user-scoped table', async () => {
    const end = await lastDate();
    const res = await t.call(
      'analytics_run_report',
      { dimensions: ['gender'], metrics: ['purchasers', 'transactions'], date_ranges: [{ start_date: minus(end, 89), end_date: end }] },
      t.keys.reader,
    );
    expect(res.body.result.scope).toBe('demographics');
    const rows = await t.db('analytics_demographics_daily').where({ store_id: t.hostedStoreId });
    expect(sum(res.body.result.rows, 'transactions')).toBe(sum(rows, 'transactions'));
    // Every web order of the window is one transaction in both tables.
    expect(sum(rows, 'transactions')).toBe(sum(await traffic('2000-01-01', end), 'transactions'));
  });

  it('names unknown fields, incompatible mixes and misplaced options', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ metrics: ['sessions', 'revenue'] }, 'metrics[1]', /unknown metric "revenue"; known metrics: /],
      [{ dimensions: ['city'], metrics: ['sessions'] }, 'dimensions[0]', /unknown dimension "city"/],
      [{ dimensions: ['sessions'], metrics: ['sessions'] }, 'dimensions[0]', /is a metric/],
      [{ dimensions: ['age_bracket'], metrics: ['sessions'] }, 'metrics[0]', /incompatible/],
      [
        { metrics: ['purchasers'], dimension_filters: [{ dimension: 'landing_page', op: 'eq', value: '/' }] },
        'dimension_filters[0].dimension',
        /incompatible/,
      ],
      [{ metrics: ['sessions'], order_bys: [{ field: 'new_users' }] }, 'order_bys[0].field', /not one of/],
      [
        { metrics: ['sessions'], dimension_filters: [{ dimension: 'country', op: 'in', value: 'NL' }] },
        'dimension_filters[0].value',
        /array/,
      ],
      [
        { metrics: ['sessions'], date_ranges: [{ start_date: '2026-02-01', end_date: '2026-01-01' }] },
        'date_ranges[0].start_date',
        /after/,
      ],
      [{ metrics: ['sessions'], date_ranges: [{ start_date: '2024-01-01', end_date: '2026-01-01' }] }, 'date_ranges[0].end_date', /366/],
    ];
    for (const [body, name, msg] of cases) {
      const res = await t.call('analytics_run_report', body, t.keys.reader);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message.startsWith(`${name}: `), res.body.message).toBe(true);
      expect(res.body.message).toMatch(msg);
    }
  });
});

describe('analytics_channel_performance and analytics_buyer_demographics', () => {
  it('reports channels with totals and rates from the rows', async () => {
    const end = await lastDate();
    const start = minus(end, 13);
    const res = await t.call('analytics_channel_performance', { date_range: { start_date: start, end_date: end } }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await traffic(start, end);
    expect(r.totals).toMatchObject({ value: 'total', sessions: sum(rows, 'sessions'), transactions: sum(rows, 'transactions') });
    expect(sum(r.rows, 'sessions')).toBe(r.totals.sessions);
    const top = r.rows[0];
    expect(top.conversion_rate).toBe(Math.round((top.transactions / top.sessions) * 10_000) / 10_000);
    expect(new Set(r.rows.map((x: Row) => x.value))).toEqual(new Set(rows.map((x) => x.channel_group)));
    const both = await t.call(
      'analytics_channel_performance',
      { date_range: { start_date: start, end_date: end }, window_days: 3 },
      t.keys.reader,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^window_days: /);
  });

  it('withholds buckets under 10 purchasers and shares over the listed ones', async () => {
    const res = await t.call('analytics_buyer_demographics', { breakdowns: ['age_bracket'], window_days: 366 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.threshold_min_purchasers).toBe(10);
    const rows = await t.db('analytics_demographics_daily').where({ store_id: t.hostedStoreId });
    const per = new Map<string, number>();
    for (const x of rows) per.set(x.age_bracket, (per.get(x.age_bracket) ?? 0) + Number(x.purchasers));
    const shown = [...per].filter(([, n]) => n >= 10);
    const [b] = r.breakdowns;
    expect(b.buckets.map((x: Row) => [x.value, x.purchasers]).sort()).toEqual(shown.sort());
    expect(b.withheld_buckets).toBe([...per].filter(([, n]) => n > 0 && n < 10).length);
    expect(b.withheld_buckets).toBeGreaterThan(0);
    expect(sum(b.buckets, 'share_of_purchasers')).toBeCloseTo(1, 3);
  });
});

describe('analytics_set_data_retention', () => {
  it('proposes before → after; approve applies with a receipt; reversal named', async () => {
    const before = (await property()).data_retention;
    const res = await t.call('analytics_set_data_retention', { retention: '2_months', reason: 'privacy' }, t.keys.writer);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change.changes).toEqual([
      { resource_kind: 'analytics_property', resource_ref: (await property()).id, field: 'data_retention', before, after: '2_months' },
    ]);
    expect(r.change.reversal).toMatchObject({ operation: 'analytics_set_data_retention', arguments: { retention: before } });
    expect((await property()).data_retention).toBe(before);
    // Idempotent retry: the same key answers the same card.
    const again = await t.call(
      'analytics_set_data_retention',
      { retention: '2_months', reason: 'privacy', idempotency_key: 'ret-1' },
      t.keys.writer,
    );
    const replay = await t.call(
      'analytics_set_data_retention',
      { retention: '2_months', reason: 'privacy', idempotency_key: 'ret-1' },
      t.keys.writer,
    );
    expect(replay.body.result.approval_id).toBe(again.body.result.approval_id);
    expect((await t.decide(again.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect((await property()).data_retention).toBe(before);

    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    expect((await property()).data_retention).toBe('2_months');
    const receipts = await t.db('receipts').where({ approval_id: r.approval_id });
    expect(receipts.map((x) => x.resource_ref)).toContain((await property()).id);

    // A card whose "before" moved (someone changed the retention meanwhile) fails; nothing applied.
    const moved = await t.call('analytics_set_data_retention', { retention: '14_months' }, t.keys.writer);
    expect(moved.body.result.change.changes[0]).toMatchObject({ before: '2_months', after: '14_months' });
    await t.db('analytics_properties').where({ store_id: t.hostedStoreId }).update({ data_retention: '26_months' });
    expect((await t.decide(moved.body.result.approval_id, 'approve')).status).toBe('failed');
    expect((await property()).data_retention).toBe('26_months');
  });

  it('refuses 360-only values on a standard property, and the current value', async () => {
    await t
      .db('analytics_properties')
      .where({ store_id: t.hostedStoreId })
      .update({ data_retention: '14_months', service_level: 'standard' });
    const big = await t.call('analytics_set_data_retention', { retention: '26_months' }, t.keys.writer);
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/^retention: 26_months needs an Analytics 360 property/);
    const same = await t.call('analytics_set_data_retention', { retention: '14_months' }, t.keys.writer);
    expect(same.status).toBe(400);
    await t.db('analytics_properties').where({ store_id: t.hostedStoreId }).update({ service_level: 'analytics_360' });
    const ok = await t.call('analytics_set_data_retention', { retention: '50_months' }, t.keys.writer);
    expect(ok.status).toBe(200);
    await t.db('analytics_properties').where({ store_id: t.hostedStoreId }).update({ service_level: 'standard' });
    const read = await t.call('analytics_set_data_retention', { retention: '2_months' }, t.keys.reader);
    expect(read.status).toBe(403);
  });
});

describe('analytics_create_audience', () => {
  const conditions = [
    { kind: 'event', event_name: 'purchase', min_count: 2, within_days: 90 },
    { kind: 'dimension', dimension: 'country', op: 'in', value: ['NL', 'DE'] },
    { kind: 'no_event', event_name: 'sign_up' },
  ];

  it('shows the definition on the card; approval creates the audience', async () => {
    const res = await t.call(
      'analytics_create_audience',
      { name: 'Repeat buyers NL/DE', conditions, membership_duration_days: 90 },
      t.keys.writer,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    const definition = 'purchase at least 2 times in the last 90 days AND country in (NL, DE) AND no sign_up';
    expect(r.change.title).toContain(definition);
    expect(r.change.changes[0]).toMatchObject({
      resource_kind: 'analytics_audience',
      before: null,
      after: { definition, membership_duration_days: 90 },
    });
    expect(await t.db('analytics_audiences').where({ store_id: t.hostedStoreId, name: 'Repeat buyers NL/DE' })).toHaveLength(0);
    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    const [row] = await t.db('analytics_audiences').where({ store_id: t.hostedStoreId, name: 'Repeat buyers NL/DE' });
    expect(row).toMatchObject({ definition, origin: 'custom', membership_duration_days: 90 });
    const receipts = await t.db('receipts').where({ approval_id: r.approval_id });
    expect(receipts.map((x) => x.resource_ref)).toContain(row.id);
    const listed = await t.call('analytics_list_audiences', { origin: 'custom' }, t.keys.reader);
    expect(listed.body.result.audiences.map((a: Row) => a.name)).toContain('Repeat buyers NL/DE');

    const dup = await t.call('analytics_create_audience', { name: 'repeat buyers nl/de', conditions }, t.keys.writer);
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatch(/^name: /);
  });

  it('a same-named audience created meanwhile fails the card; reject creates nothing', async () => {
    const a = await t.call(
      'analytics_create_audience',
      { name: 'Mobile visitors', conditions: [{ kind: 'dimension', dimension: 'device_category', op: 'eq', value: 'mobile' }] },
      t.keys.writer,
    );
    const b = await t.call(
      'analytics_create_audience',
      { name: 'Mobile visitors', conditions: [{ kind: 'dimension', dimension: 'device_category', op: 'eq', value: 'mobile' }] },
      t.keys.writer,
    );
    expect((await t.decide(a.body.result.approval_id, 'approve')).status).toBe('approved');
    expect((await t.decide(b.body.result.approval_id, 'approve')).status).toBe('failed');
    const c = await t.call(
      'analytics_create_audience',
      { name: 'Tablet visitors', conditions: [{ kind: 'dimension', dimension: 'device_category', op: 'eq', value: 'tablet' }] },
      t.keys.writer,
    );
    expect((await t.decide(c.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect(await t.db('analytics_audiences').where({ store_id: t.hostedStoreId, name: 'Tablet visitors' })).toHaveLength(0);
  });

  it('refuses conditions that do not fit the property, naming them', async () => {
    const cases: Array<[object[], string]> = [
      [[{ kind: 'event', event_name: 'teleport' }], 'conditions[0].event_name'],
      [[{ kind: 'dimension', dimension: 'country', op: 'eq', value: 'Netherlands' }], 'conditions[0].value'],
      [[{ kind: 'dimension', dimension: 'gender', op: 'in', value: 'female' }], 'conditions[0].value'],
      [[{ kind: 'dimension', dimension: 'country', op: 'begins_with', value: 'N' }], 'conditions[0].op'],
      [
        [
          { kind: 'event', event_name: 'purchase' },
          { kind: 'dimension', dimension: 'first_channel_group', op: 'eq', value: 'Tiktok' },
        ],
        'conditions[1].value',
      ],
    ];
    for (const [conds, name] of cases) {
      const res = await t.call('analytics_create_audience', { name: 'Bad', conditions: conds }, t.keys.writer);
      expect(res.status, JSON.stringify(conds)).toBe(400);
      expect(res.body.message.startsWith(`${name}: `), res.body.message).toBe(true);
    }
  });
});
