/**
 * Strings no database can hold the same way: an argument holding U+0000 or
 * an unpaired UTF-16 surrogate, as a value or a key, at any depth, is refused by the invoke core
 * with 400 `invalid_request` naming it, on every operation and surface, and its audit row is
 * written (PostgreSQL refuses NUL in text: before, such calls answered 503 "could not be recorded
 * in the audit log" or 500). Runs on SQLite and on PostgreSQL (skipped, with the reason in the
 * suite name, when no PostgreSQL server answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, startPostgresTestServer } from '@storeops/testkit/postgres';
import { modernRequest, rawPost, toolError } from '@storeops/testkit/mcp';

const unreachable = await probePostgres();
const pgTitle = postgresSuiteTitle('bad strings on PostgreSQL', unreachable);
if (unreachable !== null) console.warn(pgTitle);

const RULE = /must not contain U\+0000 \(NUL\) or an unpaired UTF-16 surrogate/;

const suites: Array<[string, boolean, () => Promise<TestServer>]> = [
  ['bad strings on SQLite', false, () => startTestServer({ scale: 0.1 })],
  [pgTitle, unreachable !== null, () => startPostgresTestServer('badstr', { scale: 0.1 })],
];

describe.each(suites)('%s', (_title, skip, start) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    if (skip) return;
    t = await start();
    admin = await t.key(['admin']);
    // Hundreds of calls: more than one key's default 120 per minute (a store may be given more).
    await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
    t.app.stores.forget(t.hostedStoreId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('get_product_costs with product_id "\\u0000": 400 invalid_request naming product_id, audited', async () => {
    const res = await t.call('get_product_costs', { product_id: '\u0000' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/^product_id: /);
    expect(res.body.message).toMatch(RULE);
    const row = await t.auditRow(res.body.request_id);
    expect(row).toMatchObject({ status: 400, error_code: 'invalid_request', operation: 'get_product_costs' });
    // What was sent is kept, escaped: the row inserts on PostgreSQL too.
    expect(row.subject_ref).toBe('product:\\u0000');
  });

  it.skipIf(skip)('create_alert with a NUL in title: 400 naming title, nothing created', async () => {
    const before = await t.db('alerts').count({ n: '*' }).first();
    const res = await t.call('create_alert', { severity: 'info', title: 'Checkout\u0000 errors', message: 'x' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/^title: /);
    expect(await t.db('alerts').count({ n: '*' }).first()).toEqual(before);
    expect(await t.auditRow(res.body.request_id)).toMatchObject({ status: 400, error_code: 'invalid_request' });
  });

  it.skipIf(skip)('a lone surrogate sent as JSON text "\\ud800" (value, nested value, key): 400 naming it', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['create_alert', '{"severity":"info","title":"a\\ud800b","message":"x"}', /^title: /],
      ['get_product_costs', '{"product_id":"\\udc00"}', /^product_id: /],
      ['query_products', '{"filter":{"tags":["ok","\\udbff"]}}', /^filter\.tags\[1\]: /],
      ['query_products', '{"li\\ud800mit":5}', /^body: key "li\\ud800mit" /],
    ];
    for (const [tool, rawBody, field] of cases) {
      const res = await t.call(tool, undefined, admin, { rawBody });
      expect(res.status, `${rawBody}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(field);
      expect(res.body.message).toMatch(RULE);
      expect(await t.auditRow(res.body.request_id)).toMatchObject({ status: 400, error_code: 'invalid_request' });
    }
    // A well-formed pair is an ordinary character.
    const emoji = await t.call('create_alert', undefined, admin, {
      rawBody: '{"severity":"info","title":"ok \\ud83d\\ude00","message":"x"}',
    });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
  });

  it.skipIf(skip)('on MCP the same refusal is a tool error, and its audit row is written', async () => {
    const { body, headers } = modernRequest('tools/call', {
      name: 'create_alert',
      arguments: { severity: 'info', title: 'a\u0000', message: 'x' },
    });
    const res = await rawPost(t.baseUrl, admin, body, headers);
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.isError).toBe(true);
    const error = toolError(res.json.result);
    expect(error).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^title: /) });
    expect(await t.auditRow(res.headers.get('x-request-id')!)).toMatchObject({ surface: 'mcp', operation: 'create_alert' });
  });

  it.skipIf(skip)(
    'fuzz: every argument of every operation, sent with a NUL or a lone surrogate, is refused naming it; every refusal is audited',
    async () => {
      const sandbox = await t.key(['admin'], { kind: 'sandbox' });
      const bad = ['\u0000', 'x\ud800', '\udfffy', 'a\u0000\ud83d\ude00'];
      const requestIds: string[] = [];
      let n = 0;
      for (const op of OPERATIONS) {
        const key = op.sandboxOnly ? sandbox : admin;
        for (const name of Object.keys((op.inputSchema.properties ?? {}) as Record<string, unknown>)) {
          const value = bad[Math.floor(n / 2) % bad.length]!;
          // As a value or, every other argument, inside an array (whatever the argument's declared
          // type: the check comes first). One call per argument keeps the run short on PostgreSQL.
          const [args, field] = n++ % 2 === 0 ? [{ [name]: value }, name] : [{ [name]: ['ok', value] }, `${name}[1]`];
          const res = await t.call(op.name, args, key);
          expect(res.status, `${op.name}.${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
          expect(res.body.error).toBe('invalid_request');
          expect(res.body.message.startsWith(`${field}: `), `${op.name}: ${res.body.message}`).toBe(true);
          requestIds.push(res.body.request_id);
        }
      }
      expect(requestIds.length).toBeGreaterThan(400);
      await t.app.audit.drain();
      let audited = 0;
      for (let i = 0; i < requestIds.length; i += 500) {
        const rows = await t
          .db('audit_log')
          .whereIn('request_id', requestIds.slice(i, i + 500))
          .where({ status: 400 });
        audited += rows.length;
      }
      expect(audited).toBe(requestIds.length);
    },
    120_000,
  );
});
