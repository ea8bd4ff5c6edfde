import { describe, expect, it } from 'vitest';
import type { HandlerContext, Types } from '@storeops/contract';
import { countingQueries, makeContext, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

async function run(input: Types.GetAlertsInput, c: HandlerContext = ctx) {
  const result = await handlers.get_alerts({ status: 'open', limit: 20, ...input }, c);
  expect(outputViolations('get_alerts', result)).toEqual([]);
  return result;
}

const RANK = { critical: 0, warning: 1, info: 2 } as const;

function expectOrdered(alerts: Types.Alert[]) {
  for (let i = 1; i < alerts.length; i++) {
    const a = alerts[i - 1]!;
    const b = alerts[i]!;
    const rankOrder = RANK[a.severity] - RANK[b.severity];
    expect(rankOrder < 0 || (rankOrder === 0 && a.detected_at >= b.detected_at)).toBe(true);
  }
}

async function countAlerts(storeId: string, where: (q: any) => any) {
  const [{ n }]: any[] = await where(s.db('alerts').where('store_id', storeId)).count({ n: '*' });
  return Number(n);
}

describe('get_alerts', () => {
  it('defaults to open alerts, most severe first, then newest detection first, in one query', async () => {
    const { result: r, queries } = await countingQueries(s.db, () => run({}));
    expect(queries).toBe(1);
    expect(r.status).toBe('open');
    expect(r.severity).toBeNull();
    const open = await countAlerts(s.hostedStoreId, (q) => q.whereNull('resolved_at'));
    expect(r.count).toBe(Math.min(20, open));
    expect(r.alerts).toHaveLength(r.count);
    expect(r.alerts.every((a) => a.resolved_at === null)).toBe(true);
    expectOrdered(r.alerts);
    const all = await run({ limit: 50 });
    expect(all.count).toBe(Math.min(50, open));
    expect(all.alerts.slice(0, r.count)).toEqual(r.alerts);
  });

  it('status all includes resolved alerts', async () => {
    const r = await run({ status: 'all', limit: 50 });
    const total = await countAlerts(s.hostedStoreId, (q) => q);
    expect(r.count).toBe(Math.min(50, total));
    expect(r.alerts.some((a) => a.resolved_at !== null)).toBe(true);
    expectOrdered(r.alerts);
  });

  it('filters by severity and honours the limit', async () => {
    for (const severity of ['critical', 'warning', 'info'] as const) {
      const r = await run({ severity, status: 'all', limit: 50 });
      expect(r.severity).toBe(severity);
      expect(r.count).toBe(Math.min(50, await countAlerts(s.hostedStoreId, (q) => q.where('severity', severity))));
      expect(r.alerts.every((a) => a.severity === severity)).toBe(true);
      const times = r.alerts.map((a) => a.detected_at);
      expect([...times].sort().reverse()).toEqual(times);
    }
    const one = await run({ status: 'all', limit: 1 });
    expect(one.count).toBe(1);
  });

  it('keeps stores apart', async () => {
    const business = await makeContext(s.db, s.businessStoreId);
    const r = await run({ status: 'all', limit: 50 }, business);
    expect(r.count).toBe(await countAlerts(s.businessStoreId, (q) => q));
    const own: any[] = await s.db('alerts').where('store_id', s.businessStoreId).select('id');
    expect(new Set(r.alerts.map((a) => a.id))).toEqual(new Set(own.map((a) => a.id)));
  });
});
