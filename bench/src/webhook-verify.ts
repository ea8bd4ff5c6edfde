/**
 * `pnpm bench:webhook-verify`: the shipped verifier (`verifyWebhook` of @storeops/webhooks: header
 * parsing, timestamp check, key lookup by kid, WebCrypto ES256 verify, UTF-8 decode, JSON parse and
 * envelope check) vs a raw `node:crypto` `verify('sha256', data, {key, dsaEncoding: 'ieee-p1363'},
 * sig)` of the same signed bytes, measured in the same run (nothing is asserted, the figures are read by people).
 *
 * - sequential: one verification at a time (`await` each), like a receiver handling one request;
 * - concurrent: BENCH_CONCURRENCY (default 16) verifications in flight, like a busy receiver
 *   (WebCrypto runs ECDSA on libuv's thread pool, so it can use more than one core; the raw
 *   baseline is synchronous and single-threaded either way).
 *
 * The verifier is measured as it runs in Node (`default`: a synchronous node:crypto check decides
 * a good signature, see packages/webhooks/src/es256.ts) and WebCrypto only (what Deno, Bun and
 * edge runtimes use).
 *
 * Each verifier measurement (BENCH_SECONDS, default 0.3) follows a raw one of the same length; the
 * ratio is taken per pair and its median over BENCH_ROUNDS (default 15) rounds is reported, which
 * keeps a shared machine's load swings out of the ratio. CPU microseconds per call (all threads)
 * are printed beside the rates. The body is an `approval.requested` event (~900 bytes).
 */
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { nodeCryptoInUse, useNodeCrypto } from '../../packages/webhooks/src/es256';
import { verifyWebhook } from '../../packages/webhooks/src/index';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 0.3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
const kid = 'bench-key';
const jwks = { keys: [{ kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' }] };

const approvalId = randomUUID();
const id = randomUUID();
const body = Buffer.from(
  JSON.stringify({
    specversion: '1.0',
    id,
    source: `/stores/${randomUUID()}`,
    type: 'approval.requested',
    subject: approvalId,
    time: new Date().toISOString(),
    datacontenttype: 'application/json',
    data: {
      approval_id: approvalId,
      kind: 'proposed_write',
      operation: 'storefront_update_variant_price',
      title: 'Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR',
      amount_cents: 500,
      currency: 'EUR',
      reversibility_class: 'reversible',
      change: null,
      requested_by: 'cred_7f3a',
      actor: { type: 'credential', id: 'cred_7f3a' },
      requested_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      links: {
        status: { operation: 'get_approval_status', path: '/api/v1/tools/get_approval_status', arguments: { approval_id: approvalId } },
        dashboard: '/dashboard/approvals',
      },
    },
  }),
);
const timestamp = String(Math.floor(Date.now() / 1000));
const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body]);
const signature = sign('sha256', signed, { key: privateKey, dsaEncoding: 'ieee-p1363' });
const headers = {
  'webhook-id': id,
  'webhook-timestamp': timestamp,
  'webhook-signature': `v1a,${signature.toString('base64url')}`,
  'webhook-key-id': kid,
};

function raw(): boolean {
  return verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
}

/** Calls per second of `fn` over SECONDS of wall time, and CPU microseconds (all threads) per call. */
async function rate(fn: () => unknown, concurrent: number): Promise<{ perSecond: number; cpuMicros: number }> {
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  const lane = async () => {
    while (performance.now() < end) {
      await fn();
      n++;
    }
  };
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrent }, lane));
  const used = process.cpuUsage(cpu);
  return { perSecond: n / ((performance.now() - start) / 1000), cpuMicros: (used.user + used.system) / n };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!raw()) throw new Error('the raw baseline does not verify');
const event = await verifyWebhook({ headers, body, jwks });
if (event.id !== id) throw new Error('the verifier returned another event');

const verifier = () => verifyWebhook({ headers, body, jwks });
if (!nodeCryptoInUse()) throw new Error('process.getBuiltinModule is missing: Node >= 20.16 is needed for the default path');
/** The verifier as it runs in Node (node:crypto decides a good signature), and WebCrypto only (as in Deno, Bun, edge runtimes). */
const paths = { 'default (Node)': true, 'WebCrypto only': false } as const;
// Warm-up: JIT, the key import cache, the thread pool.
await rate(raw, 1);
for (const nodePath of Object.values(paths)) {
  useNodeCrypto(nodePath);
  await rate(verifier, 1);
}

const modes = { sequential: 1, [`concurrent (${CONCURRENCY} in flight)`]: CONCURRENCY };
/** Per mode and path: each round's rate, CPU per call, and ratio to the raw rate measured just before it. */
const samples = new Map<string, { rates: number[]; cpu: number[]; ratios: number[] }>();
const push = (key: string, r: { perSecond: number; cpuMicros: number }, rawRate: number) => {
  const s = samples.get(key) ?? { rates: [], cpu: [], ratios: [] };
  s.rates.push(r.perSecond);
  s.cpu.push(r.cpuMicros);
  s.ratios.push(r.perSecond / rawRate);
  samples.set(key, s);
};
for (let round = 0; round < ROUNDS; round++) {
  for (const [mode, concurrent] of Object.entries(modes)) {
    for (const [path, nodePath] of Object.entries(paths)) {
      const base = await rate(raw, concurrent);
      push(`${mode}|raw`, base, base.perSecond);
      useNodeCrypto(nodePath);
      push(`${mode}|${path}`, await rate(verifier, concurrent), base.perSecond);
    }
  }
}
useNodeCrypto(true);

console.log(
  `webhook verify, ${body.length}-byte body, ${ROUNDS} rounds of ${SECONDS} s per measurement, medians (Node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)}):`,
);
for (const mode of Object.keys(modes)) {
  const rawS = samples.get(`${mode}|raw`)!;
  console.log(`  ${mode}: raw node:crypto verify ${median(rawS.rates).toFixed(0)}/s, ${median(rawS.cpu).toFixed(0)} us CPU per call`);
  for (const path of Object.keys(paths)) {
    const s = samples.get(`${mode}|${path}`)!;
    console.log(
      `    verifyWebhook, ${path.padEnd(15)} ${median(s.rates).toFixed(0).padStart(6)}/s, ${median(s.cpu).toFixed(0).padStart(4)} us CPU per call   ratio ${median(s.ratios).toFixed(2)}x (target >= 0.8x; median of per-round ratios)`,
    );
  }
}
