/**
 * The audit log over HTTP (seed: Non-tool endpoints `GET /api/v1/audit`, Limits "Audit page size"):
 * every call writes one row before its reply, pages newest first with an opaque cursor and an
 * explicit has_more, filters by subject_ref, answers CSV, is store-scoped, and is itself audited.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { componentViolations } from './contract-conformance';

const t = useTestServer({ scale: 0.1 }, { key: ['read'] });

async function audit(query: string, k = t.keys.key) {
  const res = await fetch(`${t.baseUrl}/api/v1/audit${query}`, { headers: { authorization: `Bearer ${k}` } });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
  };
}

describe('GET /api/v1/audit', () => {
  it('every call, success or error, is readable by its request id as soon as the reply arrives', async () => {
    const ok = await t.call('get_calibration', {}, t.keys.key);
    const bad = await t.call('get_alerts', { limit: 99 }, t.keys.key);
    // No drain: the row must already be committed when the reply arrives.
    const rows = await t.db('audit_log').whereIn('request_id', [ok.headers.get('x-request-id')!, bad.body.request_id]);
    expect(rows).toHaveLength(2);
    expect(rows.find((r: any) => r.status === 200)).toMatchObject({
      operation: 'get_calibration',
      surface: 'rest',
      error_code: null,
      store_id: t.hostedStoreId,
    });
    expect(rows.find((r: any) => r.status === 400)).toMatchObject({ operation: 'get_alerts', error_code: 'invalid_request' });
  });

  it('pages newest first with limit, before and has_more, without gaps or repeats', async () => {
    for (let i = 0; i < 7; i++) await t.call('get_calibration', {}, t.keys.key);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await audit(`?limit=3${cursor === null ? '' : `&before=${cursor}`}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(3);
      expect(typeof res.body.has_more).toBe('boolean');
      expect(componentViolations('AuditPage', res.body)).toEqual([]);
      seen.push(...res.body.data.map((r: { id: string }) => r.id));
      cursor = res.body.next_cursor;
      expect(cursor === null).toBe(!res.body.has_more);
      pages++;
    } while (cursor !== null && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    const total = await t.db('audit_log').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(seen.length).toBeLessThanOrEqual(Number(total!.n));
    const times = [...seen];
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('defaults to 50 rows and caps at 200', async () => {
    for (let i = 0; i < 55; i++) await t.call('get_calibration', {}, t.keys.key);
    expect((await audit('')).body.data).toHaveLength(50);
    expect((await audit('?limit=200')).body.data.length).toBeGreaterThan(50);
    for (const bad of ['?limit=0', '?limit=201', '?limit=ten', '?before=garbage', '?format=xml', '?colour=red']) {
      const res = await audit(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(/^(limit|before|format|colour):/);
    }
  });

  it('reading the audit log is itself audited', async () => {
    const first = await audit('?limit=1');
    const readId = first.headers.get('x-request-id')!;
    const next = await audit('?limit=5');
    expect(next.body.data.map((r: { request_id: string }) => r.request_id)).toContain(readId);
    expect(next.body.data.find((r: { request_id: string }) => r.request_id === readId)).toMatchObject({
      operation: 'audit_list',
      method: 'GET',
      status: 200,
    });
  });

  it('subject_ref finds the calls about one subject', async () => {
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).first();
    const call = await t.call('query_performance', { product_id: product.id }, t.keys.key);
    const res = await audit(`?subject_ref=${encodeURIComponent(`product:${product.id}`)}`);
    expect(res.body.data.map((r: { request_id: string }) => r.request_id)).toContain(call.headers.get('x-request-id'));
    for (const r of res.body.data) expect(r.subject_ref).toBe(`product:${product.id}`);
  });

  it('format=csv answers RFC 4180 CSV with a header row', async () => {
    const res = await audit('?format=csv&limit=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe(
      'id,request_id,created_at,surface,method,path,operation,status,error_code,credential_id,client_id,subject_ref,ip,duration_ms',
    );
    expect(lines).toHaveLength(6);
    expect(res.headers.get('x-has-more')).toBe('true');
    expect(res.headers.get('link')).toMatch(/rel="next"/);
  });

  it("only the credential's own store is visible, and a credential is required", async () => {
    const other = await t.key(['read'], { storeId: t.businessStoreId });
    await t.call('get_alerts', {}, other);
    const res = await audit('?limit=200', other);
    expect(res.body.data.length).toBeGreaterThan(0);
    const ids = res.body.data.map((r: { request_id: string }) => r.request_id);
    const rows = await t.db('audit_log').whereIn('request_id', ids);
    for (const r of rows) expect(r.store_id).toBe(t.businessStoreId);
    const anon = await fetch(`${t.baseUrl}/api/v1/audit`);
    expect(anon.status).toBe(401);
  });
});
