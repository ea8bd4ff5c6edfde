/**
 * `pnpm bench:webhooks`: webhook signing and delivery, each against a baseline measured in the same
 * run (targets are read by people, nothing is asserted):
 * - signing: `signDelivery` (the dispatcher's signer) vs a raw `node:crypto` ES256 sign of the
 *   same bytes (target >= 0.9x);
 * - dispatch: the dispatcher delivering N outbox events to one local receiver (fan-out, lease,
 *   sign, POST, attempt row, outcome) vs a bare loop of undici POSTs of the same signed bodies,
 *   one at a time like the dispatcher's per-endpoint order (target >= 0.5x). Also with 8
 *   endpoints, where the dispatcher sends to them in parallel.
 * Env: BENCH_EVENTS (default 2000), BENCH_SIGN_SECONDS (default 2), BENCH_ROUNDS (default 3;
 * the three targets alternate within each round and medians are printed).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { openDatabase, migrateLatest, seedDemo } from '@storeops/db';
import { createPoster, systemResolver } from '@storeops/egress';
import { EVENT_CATALOGUE } from '@storeops/contract';
import { Dispatcher, cloudEventBody } from '../../packages/server/src/events/dispatcher';
import { SigningKeyCache, ensureSigningKey, signDelivery } from '../../packages/server/src/events/signing-keys';
import { emitEvent } from '../../packages/server/src/write/outbox';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const SIGN_SECONDS = Number(process.env.BENCH_SIGN_SECONDS ?? 2);

function perSecond(fn: () => void, seconds: number): number {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  return n / seconds;
}

// --- signing -------------------------------------------------------------------------------
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const key = { kid: 'bench', privateKey };
const body = Buffer.from(
  JSON.stringify({ specversion: '1.0', id: randomUUID(), type: 'approval.requested', data: { x: 'y'.repeat(600) } }),
);
const raw = () => sign('sha256', Buffer.concat([Buffer.from(`evt.1795000000.`), body]), { key: privateKey, dsaEncoding: 'ieee-p1363' });
const ours = () => signDelivery(key, 'evt', 1795000000, body);
perSecond(raw, 0.3);
perSecond(ours, 0.3);
const rawRates: number[] = [];
const oursRates: number[] = [];
for (let r = 0; r < 3; r++) {
  rawRates.push(perSecond(raw, SIGN_SECONDS / 3));
  oursRates.push(perSecond(ours, SIGN_SECONDS / 3));
}
const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
const rawRate = mid(rawRates);
const oursRate = mid(oursRates);

// --- dispatch ------------------------------------------------------------------------------
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(204).end());
});
receiver.keepAliveTimeout = 5_000;
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
const port = (receiver.address() as AddressInfo).port;

const dir = mkdtempSync(join(tmpdir(), 'storeops-bench-webhooks-'));
const db = openDatabase({ filename: join(dir, 'bench.sqlite') });
await migrateLatest(db);
const { hostedStoreId } = await seedDemo(db, { scale: 0.05 });
await ensureSigningKey(db);

async function subscribe(count: number): Promise<void> {
  await db('webhook_subscriptions').delete();
  const at = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    await db('webhook_subscriptions').insert({
      id: randomUUID(),
      store_id: hostedStoreId,
      kind: 'store',
      url: `http://localhost:${port}/hooks/${i}`,
      event_types: null,
      scopes: JSON.stringify(['admin']),
      state: 'active',
      consecutive_failures: 0,
      created_by: 'bench',
      created_at: at,
      updated_at: at,
    });
  }
}

/** `n` `approval.requested` events (a realistic payload: an app's approval request). */
async function emit(n: number): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction(async (trx) => {
    for (let i = 0; i < n; i++) {
      const approvalId = randomUUID();
      await emitEvent(
        trx,
        { storeId: hostedStoreId, sandbox: false },
        'approval.requested',
        approvalId,
        {
          approval_id: approvalId,
          kind: 'app_request',
          operation: null,
          title: `Pay supplier invoice INV-${1000 + i}`,
          amount_cents: 125_000,
          currency: 'EUR',
          reversibility_class: 'compensatable',
          change: null,
          requested_by: 'bench',
          actor: { type: 'credential', id: 'bench' },
          requested_at: at,
          expires_at: at,
          links: {
            status: { operation: 'approval_status', path: '/api/v1/approvals/status', arguments: { approval_id: approvalId } },
            dashboard: '/dashboard/approvals',
          },
        },
        new Date(),
      );
    }
  });
}

async function dispatchRate(endpoints: number): Promise<number> {
  await subscribe(endpoints);
  await emit(EVENTS / endpoints);
  const poster = createPoster({ allowLoopback: true, resolver: systemResolver });
  const d = new Dispatcher({ db, catalogue: EVENT_CATALOGUE, keys: new SigningKeyCache(db), poster, log: () => {}, concurrency: 16 });
  const started = performance.now();
  await d.drain(1_000_000);
  const seconds = (performance.now() - started) / 1000;
  await poster.close();
  const sent = Number((await db('webhook_deliveries').where({ state: 'succeeded' }).count({ c: '*' }).first())!.c);
  await db('webhook_attempts').delete();
  await db('webhook_deliveries').delete();
  return sent / seconds;
}

async function bareRate(): Promise<number> {
  const rows = (await db('outbox').orderBy('seq').limit(EVENTS)) as Parameters<typeof cloudEventBody>[0][];
  const signer = await new SigningKeyCache(db).current();
  const prepared = rows.map((row) => {
    const b = Buffer.from(cloudEventBody(row));
    const ts = Math.floor(Date.now() / 1000);
    return {
      body: b,
      headers: {
        'content-type': 'application/cloudevents+json; charset=utf-8',
        'webhook-id': row.id,
        'webhook-timestamp': String(ts),
        'webhook-signature': signDelivery(signer, row.id, ts, b),
        'webhook-key-id': signer.kid,
      },
    };
  });
  const agent = new Agent({ keepAliveTimeout: 4_000 });
  const started = performance.now();
  for (const p of prepared) {
    const res = await request(`http://127.0.0.1:${port}/hooks/0`, { method: 'POST', headers: p.headers, body: p.body, dispatcher: agent });
    for await (const _ of res.body) void _;
  }
  const seconds = (performance.now() - started) / 1000;
  await agent.close();
  return prepared.length / seconds;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ones: number[] = [];
const bares: number[] = [];
const eights: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  // Interleaved, so load on the machine hits every target alike.
  ones.push(await dispatchRate(1));
  bares.push(await bareRate());
  eights.push(await dispatchRate(8));
  await db('outbox').delete();
}
const one = median(ones);
const bare = median(bares);
const eight = median(eights);

console.log(`StoreOps webhooks bench, node ${process.version}`);
console.log(`signing (ES256, ${body.length}-byte body)`);
console.log(`  raw node:crypto sign      ${Math.round(rawRate)} /s`);
console.log(`  signDelivery              ${Math.round(oursRate)} /s   ${(oursRate / rawRate).toFixed(2)}x raw (target >= 0.9x)`);
console.log(`dispatch (${EVENTS} events per target per round, ${ROUNDS} rounds, medians; local receiver on loopback)`);
console.log(`  bare undici POST loop     ${Math.round(bare)} deliveries/s (pre-signed bodies, one at a time)`);
console.log(`  dispatcher, 1 endpoint    ${Math.round(one)} deliveries/s   ${(one / bare).toFixed(2)}x bare (target >= 0.5x)`);
console.log(`  dispatcher, 8 endpoints   ${Math.round(eight)} deliveries/s   ${(eight / bare).toFixed(2)}x bare`);

await db.destroy();
rmSync(dir, { recursive: true, force: true });
receiver.close();
