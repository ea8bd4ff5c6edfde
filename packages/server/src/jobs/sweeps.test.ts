/**
 * The domains' sweeps (jobs/sweeps.ts; contract `Sweeps`): a run visits exactly the stores with
 * work, each in a system write context on the given clock; the scheduler starts a sweep only when
 * due (`everyMs`), never while its previous run is under way, and logs a failure and tries again
 * when next due; `App.sweep` refuses a name no domain registered.
 */
import { describe, expect, it } from 'vitest';
import type { Sweep } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';
import { runSweep, sweepScheduler, type SweepEnv } from './sweeps';

const t = useTestServer({ scale: 0.02 });
const env = (): SweepEnv => ({ db: t.db, stores: t.app.stores, invoker: t.app.invoker });

const storesWith = async (table: string, column: string, values: string[]): Promise<string[]> =>
  ((await t.db(table).whereIn(column, values).distinct('store_id')) as Array<{ store_id: string }>).map((r) => r.store_id).sort();

describe('the domains’ sweeps', () => {
  it('a run visits each store with work once, as the system, on the given clock; resolves to the sum', async () => {
    const visits: Array<{ store: string; credential: string; surface: string; now: string }> = [];
    const sweep: Sweep = {
      actor: 'test-sweep',
      label: 'test sweep',
      everyMs: 0,
      work: { table: 'finance_einvoice_messages', where: { column: 'status', in: ['queued'] } },
      run: async (ctx) => {
        visits.push({ store: ctx.store.id, credential: ctx.credential.id, surface: ctx.surface, now: ctx.now.toISOString() });
        return 2;
      },
    };
    const expected = await storesWith('finance_einvoice_messages', 'status', ['queued']);
    expect(expected.length).toBeGreaterThan(0);
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(await runSweep(env(), 'test_sweep', sweep, at)).toBe(2 * expected.length);
    expect(visits.map((v) => v.store).sort()).toEqual(expected);
    for (const v of visits) expect(v).toMatchObject({ credential: 'system:test-sweep', surface: 'system', now: at.toISOString() });

    visits.length = 0;
    const none: Sweep = { ...sweep, work: { table: 'finance_einvoice_messages', where: { column: 'status', in: ['no-such-status'] } } };
    expect(await runSweep(env(), 'test_sweep', none, at)).toBe(0);
    expect(visits).toEqual([]);
  });

  it('starts a sweep only when due and never twice at once; a failure is logged and retried when next due', async () => {
    const stores = ((await t.db('finance_entities').distinct('store_id')) as unknown[]).length;
    expect(stores).toBeGreaterThan(0);
    let runs = 0;
    let fail = false;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const sweep: Sweep = {
      actor: 'test-sweep',
      label: 'test sweep',
      everyMs: 1_000,
      work: { table: 'finance_entities' },
      run: async () => {
        runs++;
        if (fail) throw new Error('boom');
        await gate;
        return 1;
      },
    };
    const logs: string[] = [];
    const tick = sweepScheduler(env(), { test_sweep: sweep }, (m) => logs.push(m));
    const settle = () => new Promise((r) => setTimeout(r, 50));
    const until = async (cond: () => boolean) => {
      for (let i = 0; i < 100 && !cond(); i++) await settle();
    };

    tick(new Date(10_000));
    await until(() => runs === 1);
    tick(new Date(20_000)); // due, but the first run is still under way
    await settle();
    expect(runs).toBe(1);
    open();
    await until(() => runs === stores);
    await settle();
    expect(runs).toBe(stores);

    tick(new Date(10_500)); // not due: 500 ms after the last start
    await settle();
    expect(runs).toBe(stores);

    fail = true;
    tick(new Date(11_000));
    await until(() => logs.length === 1);
    expect(logs).toEqual(['test sweep failed: Error: boom']);
    expect(runs).toBe(stores + 1); // the first store threw: the run stopped there
    fail = false;
    tick(new Date(12_000));
    await until(() => runs === 2 * stores + 1);
    expect(runs).toBe(2 * stores + 1);
  });

  it('App.sweep runs a registered sweep to completion and refuses an unknown name', async () => {
    // The seeded messages in transport are old: the embedded access point moves them (queued → sent → delivered).
    const moved = [
      await t.app.sweep('einvoice_status_sync'),
      await t.app.sweep('einvoice_status_sync'),
      await t.app.sweep('einvoice_status_sync'),
    ];
    expect(moved[0]).toBeGreaterThan(0);
    expect(moved[2]).toBe(0);
    expect(await storesWith('finance_einvoice_messages', 'status', ['queued', 'sent'])).toEqual([]);
    await expect(t.app.sweep('no_such_sweep')).rejects.toThrow(/no sweep named no_such_sweep \(registered: .*einvoice_status_sync/);
  });
});
