/**
 * The service's key flows on PostgreSQL 15 over HTTP (docs/ARCHITECTURE.md "Data": PostgreSQL for
 * deployments that outgrow one machine): every read operation, a proposed write approved by an
 * operator, an automatic write with idempotency (replay and conflict), intent ownership and the
 * audit log. Needs a server at STOREOPS_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/
 * postgres); creates a fresh database and drops it. Skipped, with the reason in the suite name,
 * when none answers.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { ScopedExecutionUnavailable } from '@storeops/db';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { allHandlers } from '../handlers';
import { sampleInputs, sampleKey } from '@storeops/testkit/samples';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';
import { resultViolations } from '../contract-conformance';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('service on PostgreSQL', unreachable);
if (unreachable !== null) console.warn(title);

describe.skipIf(unreachable !== null)(title, () => {
  const t = usePostgresTestServer('svc', { scale: 0.1 }, { key: ['admin'] }, 120_000);

  it('every operation answers and conforms to its schema', async () => {
    const sandbox = await t.key(['admin'], { kind: 'sandbox' });
    const inputs = await sampleInputs(t, t.keys.key, sandbox);
    for (const op of OPERATIONS) {
      expect(inputs[op.name]?.length ?? 0, op.name).toBeGreaterThan(0);
      for (const input of inputs[op.name] ?? []) {
        const res = await t.call(op.name, input, sampleKey(op, t.keys.key, sandbox));
        expect(res.status, `${op.name} ${JSON.stringify(res.body)}`).toBe(200);
        expect(resultViolations(op.name, res.body.result), op.name).toEqual([]);
      }
    }
  }, 120_000);

  it('a proposed write applies exactly once on approval; idempotency replays and conflicts', async () => {
    const agent = await t.key(['catalog:read', 'catalog:write', 'automation:write']);
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const proposed = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 33.33 }, agent);
    expect(proposed.body.result.status).toBe('proposed');
    const store = await t.app.stores.get(t.hostedStoreId);
    const outcome = await t.app.invoker.decideApproval({
      store,
      operator: { id: 'op', email: 'op@pg.example' },
      approvalId: proposed.body.result.approval_id,
      decision: 'approve',
      requestId: 'req_pg',
      now: new Date(),
    });
    expect(outcome.status).toBe('approved');
    expect(Number((await t.db('variants').where({ id: variant.id }).first()).price_cents)).toBe(3333);

    const body = { severity: 'info', title: 'PG idempotent', message: 'x', idempotency_key: 'pg-1' };
    const [a, b] = [await t.call('create_alert', body, agent), await t.call('create_alert', body, agent)];
    expect(b.body).toEqual(a.body);
    expect(await t.db('alerts').where({ title: 'PG idempotent' })).toHaveLength(1);
    const conflict = await t.call('create_alert', { ...body, message: 'other' }, agent);
    expect(conflict.body.error).toBe('idempotency_conflict');
    await t.app.audit.drain();
    expect(
      await t
        .db('audit_log')
        .where({ request_id: a.headers.get('x-request-id')! })
        .first(),
    ).toMatchObject({ status: 200, operation: 'create_alert' });
  }, 60_000);

  it('a deployment that cannot run row-level-scoped execution answers 503 rls_scoped_execution_unavailable and runs nothing', async () => {
    // The same database, served by an app told to switch to a role that does not exist.
    const refusing = createApp({ db: t.db, handlers: allHandlers, scopedRole: 'storeops_no_such_role', log: () => {} });
    const server = await new Promise<Server>((resolve) => {
      const s = refusing.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const agent = await t.key(['read', 'automation:write']);
      const call = async (tool: string, body: unknown) => {
        const res = await fetch(`${base}/api/v1/tools/${tool}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${agent}`, 'content-type': 'application/json', 'idempotency-key': `rls-${tool}` },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      for (const [tool, body] of [
        ['get_store_overview', {}],
        ['create_alert', { severity: 'info', title: 'RLS refused', message: 'never written' }],
      ] as const) {
        const res = await call(tool, body);
        expect(res.status, tool).toBe(503);
        expect(res.body).toMatchObject({
          error: 'rls_scoped_execution_unavailable',
          message: expect.stringContaining('storeops_no_such_role'),
        });
      }
      expect(await t.db('alerts').where({ title: 'RLS refused' })).toHaveLength(0);
      // The audit log's pages are store data too: refused on the refusing app, served on the other.
      const auditOf = (b: string) => fetch(`${b}/api/v1/audit?limit=5`, { headers: { authorization: `Bearer ${agent}` } });
      const refusedAudit = await auditOf(base);
      expect(refusedAudit.status).toBe(503);
      expect(await refusedAudit.json()).toMatchObject({ error: 'rls_scoped_execution_unavailable' });
      const served = await auditOf(t.baseUrl);
      expect(served.status).toBe(200);
      expect(((await served.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      // The refusal freed the idempotency key: the same write succeeds once the deployment can run it.
      const retry = await t.call(
        'create_alert',
        { severity: 'info', title: 'RLS refused', message: 'never written', idempotency_key: 'rls-create_alert' },
        agent,
      );
      expect(retry.status).toBe(200);
      expect(await t.db('alerts').where({ title: 'RLS refused' })).toHaveLength(1);

      // An operator's decision is refused the same way: the card stays requested.
      const writer = await t.key(['catalog:read', 'catalog:write']);
      const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku', 'desc').first();
      const card = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 12.34 }, writer);
      const store = await refusing.stores.get(t.hostedStoreId);
      await expect(
        refusing.invoker.decideApproval({
          store,
          operator: { id: 'op', email: 'op@pg.example' },
          approvalId: card.body.result.approval_id,
          decision: 'approve',
          requestId: 'req_rls',
          now: new Date(),
        }),
      ).rejects.toBeInstanceOf(ScopedExecutionUnavailable);
      expect(await t.db('approvals').where({ id: card.body.result.approval_id }).first('status')).toEqual({ status: 'requested' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
