import { describe, expect, it } from 'vitest';
import type { HandlerContext, Types } from '@storeops/contract';
import { ANCHOR, DAY_MS, countingQueries, makeContext, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

async function run(input: Types.GetRecentDecisionsInput, c: HandlerContext = ctx) {
  const result = await handlers.get_recent_decisions({ mode: 'all', window_days: 7, limit: 10, ...input }, c);
  expect(outputViolations('get_recent_decisions', result)).toEqual([]);
  return result;
}

const since = (days: number, now: Date = ANCHOR) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Independent census: rows per bucket of `storeId` created in the `days` days up to `now`. */
async function census(storeId: string, days: number, now: Date = ANCHOR) {
  const rows: any[] = await s
    .db('decisions')
    .where('store_id', storeId)
    .where('created_at', '>=', since(days, now))
    .where('created_at', '<=', now.toISOString())
    .select('bucket')
    .count({ n: '*' })
    .groupBy('bucket');
  const out: Record<string, number> = { live: 0, queued: 0, failed: 0, suggested: 0, reverted: 0, noop: 0 };
  for (const r of rows) out[r.bucket] = Number(r.n);
  return { ...out, total: Object.values(out).reduce((a, b) => a + b, 0) };
}

describe('get_recent_decisions', () => {
  it('defaults: the 10 newest rows of the last 7 days, newest first, with the whole-store census, in two queries', async () => {
    const { result: r, queries } = await countingQueries(s.db, () => run({}));
    expect(queries).toBe(2);
    expect(r.mode).toBe('all');
    expect(r.window_days).toBe(7);
    expect(r.decisions).toHaveLength(10);
    expect(r.counts).toEqual(await census(s.hostedStoreId, 7));
    const expected: any[] = await s
      .db('decisions')
      .where('store_id', s.hostedStoreId)
      .where('created_at', '>=', since(7))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(10)
      .select('id');
    expect(r.decisions.map((d) => d.id)).toEqual(expected.map((e) => e.id));
    for (const d of r.decisions) expect(d.created_at >= since(7)).toBe(true);
  });

  it('counts ignore mode, to_state, applied, handle and limit', async () => {
    const whole = await census(s.hostedStoreId, 30);
    const live = await run({ mode: 'live', window_days: 30, limit: 3 });
    expect(live.counts).toEqual(whole);
    expect(live.decisions).toHaveLength(3);
    expect(live.decisions.every((d) => d.bucket === 'live')).toBe(true);
    const narrow = await run({ window_days: 30, to_state: 'WINNER', applied: false, handle: 'no-such-handle' });
    expect(narrow.decisions).toEqual([]);
    expect(narrow.counts).toEqual(whole);
  });

  it('filters by bucket, to_state, applied and handle', async () => {
    for (const mode of ['queued', 'failed', 'suggested', 'reverted', 'noop'] as const) {
      const r = await run({ mode, window_days: 30, limit: 50 });
      expect(r.decisions.length).toBe(Math.min(50, r.counts[mode]));
      expect(r.decisions.every((d) => d.bucket === mode)).toBe(true);
    }
    const applied = await run({ window_days: 30, applied: true, limit: 50 });
    expect(applied.decisions.length).toBeGreaterThan(0);
    expect(applied.decisions.every((d) => d.applied && d.applied_at !== null && d.applied_by !== null)).toBe(true);
    const notApplied = await run({ window_days: 30, applied: false, limit: 50 });
    expect(notApplied.decisions.every((d) => !d.applied && d.applied_at === null)).toBe(true);

    const [{ handle }]: any[] = await s
      .db('decisions')
      .where('store_id', s.hostedStoreId)
      .whereNotNull('handle')
      .where('created_at', '>=', since(30))
      .select('handle')
      .count({ n: '*' })
      .groupBy('handle')
      .orderBy([{ column: 'n', order: 'desc' }, { column: 'handle' }])
      .limit(1);
    const [{ n }]: any[] = await s
      .db('decisions')
      .where({ store_id: s.hostedStoreId, handle })
      .where('created_at', '>=', since(30))
      .count({ n: '*' });
    const byHandle = await run({ window_days: 30, handle, limit: 50 });
    expect(byHandle.decisions.length).toBe(Math.min(50, Number(n)));
    expect(byHandle.decisions.every((d) => d.handle === handle)).toBe(true);

    const toWinner = await run({ window_days: 30, to_state: 'WINNER', limit: 50 });
    expect(toWinner.decisions.every((d) => d.to_state === 'WINNER')).toBe(true);
  });

  it('returns typed fields: evidence parsed from JSON text, booleans, newest first', async () => {
    const r = await run({ window_days: 30, limit: 50 });
    expect(r.decisions).toHaveLength(50);
    for (const d of r.decisions) {
      expect(Array.isArray(d.evidence)).toBe(true);
      expect(typeof d.applied).toBe('boolean');
      expect(d.judge_score).toBeGreaterThanOrEqual(0);
    }
    const times = r.decisions.map((d) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const raw = await s.db('decisions').where('id', r.decisions[0]!.id).first('evidence');
    expect(r.decisions[0]!.evidence).toEqual(JSON.parse(raw.evidence));
  });

  it('windows on ctx.now and keeps stores apart', async () => {
    const business = await makeContext(s.db, s.businessStoreId);
    const r = await run({ window_days: 30, limit: 50 }, business);
    expect(r.counts).toEqual(await census(s.businessStoreId, 30));
    const ids: any[] = await s.db('decisions').where('store_id', s.businessStoreId).select('id');
    const own = new Set(ids.map((x) => x.id));
    expect(r.decisions.every((d) => own.has(d.id))).toBe(true);

    // A clock 60 days back sees only rows up to then.
    const earlier = new Date(ANCHOR.getTime() - 60 * DAY_MS);
    const past = await run({ window_days: 1, limit: 50 }, await makeContext(s.db, s.hostedStoreId, { now: earlier }));
    for (const d of past.decisions) {
      expect(d.created_at <= earlier.toISOString()).toBe(true);
      expect(d.created_at >= new Date(earlier.getTime() - DAY_MS).toISOString()).toBe(true);
    }
    expect(past.counts.total).toBeGreaterThan(0);
    expect(past.counts).toEqual(await census(s.hostedStoreId, 1, earlier));
  });
});
