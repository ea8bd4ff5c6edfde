/**
 * Idempotency on writes over HTTP (seed: Endpoints "Idempotency on writes"; Errors 409/503):
 * 50 concurrent identical requests apply exactly once; a retry replays the first response; other
 * arguments conflict; the quoted header form works; header and argument must agree; an
 * unreadable guard answers 503 idempotency_unavailable and the write is not attempted.
 * Also: a sandbox credential's writes change nothing (tables diffed).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import {
  IDEMPOTENCY_RETENTION_MS,
  IN_FLIGHT_ABANDONED_MS,
  claim,
  complete,
  parseIdempotencyHeader,
  release,
  requestHash,
} from './idempotency';

const t = useTestServer({ scale: 0.1 }, { key: ['automation:write', 'automation:read', 'catalog:write', 'catalog:read'] });

async function post(tool: string, body: unknown, headers: Record<string, string> = {}, k = t.keys.key) {
  const res = await fetch(`${t.baseUrl}/api/v1/tools/${tool}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const countAlerts = async (title: string) => Number((await t.db('alerts').where({ title }).count({ n: '*' }).first())!.n);

describe('Idempotency-Key', () => {
  it('50 concurrent requests with one key and the same arguments apply exactly once', async () => {
    const body = { severity: 'warning', title: 'Concurrent alert', message: 'once' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('create_alert', body, { 'Idempotency-Key': 'concurrent-1' })));
    expect(await countAlerts('Concurrent alert')).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    const inFlight = answers.filter((a) => a.status === 409);
    expect(ok.length + inFlight.length).toBe(50);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(ok.map((a) => a.body.result.alert.id));
    expect(ids.size).toBe(1);
    for (const a of inFlight) {
      expect(a.body.error).toBe('idempotency_in_flight');
      expect(a.headers.get('retry-after')).toBe('1');
    }
    const receipts = await t.db('receipts').where({ operation: 'create_alert', resource_ref: [...ids][0] });
    expect(receipts).toHaveLength(1);
  });

  it('a retry replays the first response (status and body) and is marked Idempotent-Replayed', async () => {
    const body = { severity: 'info', title: 'Replayed alert', message: 'once' };
    const first = await post('create_alert', body, { 'Idempotency-Key': 'replay-1' });
    const second = await post('create_alert', body, { 'Idempotency-Key': 'replay-1' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await countAlerts('Replayed alert')).toBe(1);
  });

  it('the same key with other arguments answers 409 idempotency_conflict and changes nothing', async () => {
    await post('create_alert', { severity: 'info', title: 'Conflict A', message: 'a' }, { 'Idempotency-Key': 'conflict-1' });
    const res = await post('create_alert', { severity: 'info', title: 'Conflict B', message: 'b' }, { 'Idempotency-Key': 'conflict-1' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('idempotency_conflict');
    expect(await countAlerts('Conflict B')).toBe(0);
  });

  it('the argument form and the quoted structured-field header are the same key', async () => {
    const body = { severity: 'info', title: 'Arg key', message: 'x' };
    const a = await post('create_alert', { ...body, idempotency_key: 'k "quoted"' });
    const b = await post('create_alert', body, { 'Idempotency-Key': '"k \\"quoted\\""' });
    expect(b.body).toEqual(a.body);
    expect(await countAlerts('Arg key')).toBe(1);
    const mismatch = await post('create_alert', { ...body, idempotency_key: 'one' }, { 'Idempotency-Key': 'two' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/^idempotency_key:/);
  });

  it('keys are scoped per credential: another credential with the same key applies its own write', async () => {
    const other = await t.key(['automation:write']);
    const body = { severity: 'info', title: 'Scoped key', message: 'x' };
    await post('create_alert', body, { 'Idempotency-Key': 'scoped-1' });
    await post('create_alert', body, { 'Idempotency-Key': 'scoped-1' }, other);
    expect(await countAlerts('Scoped key')).toBe(2);
  });

  it('a client error is the answer for that key: the retry gets the same error', async () => {
    const first = await post('enable_automation', { agent: 'nobody' }, { 'Idempotency-Key': 'err-1' });
    const second = await post('enable_automation', { agent: 'nobody' }, { 'Idempotency-Key': 'err-1' });
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe(first.body.error);
    expect(second.body.message).toBe(first.body.message);
  });

  it('guard unreadable: 503 idempotency_unavailable and the write is not attempted', async () => {
    await t.db.schema.renameTable('idempotency_keys', 'idempotency_keys_gone');
    try {
      const res = await post('create_alert', { severity: 'info', title: 'Guard down', message: 'x' }, { 'Idempotency-Key': 'down-1' });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('idempotency_unavailable');
      expect(await countAlerts('Guard down')).toBe(0);
    } finally {
      await t.db.schema.renameTable('idempotency_keys_gone', 'idempotency_keys');
    }
  });

  it('a key is remembered 24 hours; after that the same key starts a new request', async () => {
    const k = { storeId: t.hostedStoreId, credentialId: 'cred-retention', operation: 'create_alert', key: 'old-1' };
    const t0 = new Date('2026-11-01T00:00:00Z');
    const first = await claim(t.db, k, 'h1', t0);
    expect(first.kind).toBe('new');
    await complete(t.db, { ...k, claimedAt: first.kind === 'new' ? first.claimedAt : '' }, 200, { ok: true, result: { n: 1 } });
    expect(await claim(t.db, k, 'h1', new Date(t0.getTime() + 23 * 3600_000))).toEqual({
      kind: 'replay',
      status: 200,
      body: { ok: true, result: { n: 1 } },
    });
    expect((await claim(t.db, k, 'h2', new Date(t0.getTime() + IDEMPOTENCY_RETENTION_MS + 1))).kind).toBe('new');
  });

  it('a claim left in flight (its request died with the database) is taken over after 15 s; the late request cannot complete it', async () => {
    const k = { storeId: t.hostedStoreId, credentialId: 'cred-abandoned', operation: 'create_alert', key: 'stuck-1' };
    const t0 = new Date('2026-11-02T00:00:00Z');
    const dead = await claim(t.db, k, 'h1', t0);
    expect(dead.kind).toBe('new');
    // Still running as far as anyone can tell: the retry waits.
    await expect(claim(t.db, k, 'h1', new Date(t0.getTime() + IN_FLIGHT_ABANDONED_MS - 1))).rejects.toMatchObject({
      code: 'idempotency_in_flight',
    });
    // Other arguments with the key stay a conflict, abandoned or not.
    await expect(claim(t.db, k, 'h2', new Date(t0.getTime() + IN_FLIGHT_ABANDONED_MS))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    const retry = await claim(t.db, k, 'h1', new Date(t0.getTime() + IN_FLIGHT_ABANDONED_MS));
    expect(retry.kind).toBe('new');
    // The first request, had it survived, can no longer complete (or release) the key: its write rolls back.
    const late = { ...k, claimedAt: dead.kind === 'new' ? dead.claimedAt : '' };
    await expect(complete(t.db, late, 200, { ok: true, result: { n: 'late' } })).rejects.toMatchObject({ code: 'idempotency_in_flight' });
    await release(t.db, late);
    await complete(t.db, { ...k, claimedAt: retry.kind === 'new' ? retry.claimedAt : '' }, 200, { ok: true, result: { n: 'retry' } });
    expect(await claim(t.db, k, 'h1', new Date(t0.getTime() + IN_FLIGHT_ABANDONED_MS + 5))).toEqual({
      kind: 'replay',
      status: 200,
      body: { ok: true, result: { n: 'retry' } },
    });
  });

  it('parses header forms and fingerprints arguments canonically', () => {
    expect(parseIdempotencyHeader('abc')).toBe('abc');
    expect(parseIdempotencyHeader('"a\\"b"')).toBe('a"b');
    expect(() => parseIdempotencyHeader('"unterminated')).toThrow(/Idempotency-Key/);
    expect(requestHash({ a: 1, b: { c: 2, d: 3 } })).toBe(requestHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});
