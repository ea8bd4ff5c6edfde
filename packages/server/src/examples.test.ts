/**
 * Examples a docs reader can paste: the first request example of every operation,
 * read from the document the server serves (`/api/v1/openapi.json`, what the reference page shows),
 * POSTed to its path on a freshly seeded demo store (scale 1, the seed `pnpm start` makes) with a
 * key holding every scope (`admin`), answers 200 `ok: true` with a result that conforms to the
 * operation's output schema. A sandbox-only test helper (`sandboxOnly`) runs with a sandbox key.
 *
 * Order: the examples are written to be independent (each names rows no other example changes;
 * a read of a row another example changes answers 200 in either state, e.g. `intent_status` of the
 * declaration `intent_release` ends). That is checked, not assumed: they run on two fresh servers,
 * once in document order and once in reverse, so every pair runs in both orders.
 *
 * The seeded rows they name are real: the waiting price-change card's plan is exactly what
 * `storefront_update_variant_price` proposes now and approving it applies it; the seeded intents'
 * desired values are what their campaigns hold and revert restores the previous one.
 */
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT, OPERATIONS, type OperationDescriptor } from '@storeops/contract';
import { ALL_TABLES, migrateLatest, openDatabase, seedDemo } from '@storeops/db';
import { mintKey } from './auth/keys';
import { resultViolations } from './contract-conformance';
import { useTestServer, startTestServer } from '@storeops/testkit/server';

interface DocumentedCall {
  operation: OperationDescriptor;
  path: string;
  example: string;
  body: unknown;
}

interface Outcome {
  operation: string;
  example: string;
  status: number;
  ok: unknown;
  violations: string[];
  error?: unknown;
}

/** Every operation of the served document with its path and first request example. */
async function documentedCalls(baseUrl: string): Promise<DocumentedCall[]> {
  const doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as {
    paths: Record<
      string,
      { post?: { operationId: string; requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }
    >;
  };
  const calls: DocumentedCall[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.post;
    const operation = OPERATIONS.find((o) => o.name === op?.operationId);
    if (op === undefined || operation === undefined) continue;
    const [first] = Object.entries(op.requestBody?.content['application/json']?.examples ?? {});
    if (first === undefined) throw new Error(`${operation.name} has no request example`);
    calls.push({ operation, path, example: first[0], body: first[1].value });
  }
  return calls;
}

/** Runs the calls in order on a fresh demo store; one outcome per call. */
async function runExamples(order: 'document' | 'reverse'): Promise<{ calls: DocumentedCall[]; outcomes: Outcome[] }> {
  const t = await startTestServer({ scale: 1 });
  try {
    // One key pastes every operation's example: more calls than the default 120 per minute (seed:
    // Limits), so the demo store gets a roomier limit, as a store may (`stores.rate_limit_per_minute`).
    await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
    t.app.stores.forget(t.hostedStoreId);
    const live = await t.key(['admin']);
    const calls = await documentedCalls(t.baseUrl);
    // A sandbox test helper runs on the key's private copy of the demo store, made before anything changed.
    const sandbox = calls.some((c) => c.operation.sandboxOnly === true)
      ? (await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'sandbox', scopes: ['admin'] })).key
      : null;
    const outcomes: Outcome[] = [];
    for (const call of order === 'document' ? calls : [...calls].reverse()) {
      const key = call.operation.sandboxOnly === true ? sandbox! : live;
      const res = await fetch(`${t.baseUrl}${call.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(call.body),
      });
      const body = (await res.json()) as { ok?: unknown; result?: unknown };
      outcomes.push({
        operation: call.operation.name,
        example: call.example,
        status: res.status,
        ok: body.ok,
        violations: res.status === 200 ? resultViolations(call.operation.name, body.result) : [],
        ...(res.status === 200 ? {} : { error: body }),
      });
    }
    return { calls, outcomes };
  } finally {
    await t.close();
  }
}

const failures = (outcomes: Outcome[]) => outcomes.filter((o) => o.status !== 200 || o.ok !== true || o.violations.length > 0);

describe('every operation’s first request example, pasted against a fresh demo store', () => {
  it('the served document gives every operation of the registry a path and a first request example', async () => {
    const t = await startTestServer({ scale: 0.05 });
    try {
      const calls = await documentedCalls(t.baseUrl);
      expect(calls.map((c) => c.operation.name).sort()).toEqual(OPERATIONS.map((o) => o.name).sort());
      for (const c of calls) expect(c.path, c.operation.name).toBe(c.operation.path);
    } finally {
      await t.close();
    }
  });

  it('in document order: each answers 200 ok: true with a result that conforms to its schema', async () => {
    const { outcomes } = await runExamples('document');
    expect(outcomes).toHaveLength(OPERATIONS.length);
    expect(failures(outcomes)).toEqual([]);
  }, 60_000);

  it('in reverse order (so every pair also runs the other way round): the same', async () => {
    const { outcomes } = await runExamples('reverse');
    expect(failures(outcomes)).toEqual([]);
  }, 60_000);
});

describe('the seeded rows the examples name behave as real history', () => {
  const t = useTestServer({ scale: 0.1 }, { admin: ['admin'] });

  it("the waiting price card's plan is what storefront_update_variant_price proposes now; approving it applies it", async () => {
    const waiting = (await t.call('approval_list', { status: 'requested' }, t.keys.admin)).body.result.approvals as Array<{
      id: string;
      operation: string | null;
      change: { changes: Array<{ resource_ref: string; before: number; after: number }> } | null;
    }>;
    const card = waiting.find((a) => a.operation === 'storefront_update_variant_price')!;
    expect(card).toBeDefined();
    const stored = await t.db('approvals').where({ id: card.id }).first();
    const fresh = await t.call('storefront_update_variant_price', JSON.parse(stored.arguments), t.keys.admin);
    expect(fresh.status).toBe(200);
    expect(fresh.body.result.change).toEqual(card.change);

    const store = await t.app.stores.get(t.hostedStoreId);
    const operator = { id: 'examples', email: 'operator@examples.example' };
    const outcome = await t.app.invoker.decideApproval({
      store,
      operator,
      approvalId: card.id,
      decision: 'approve',
      requestId: 'req_examples',
      now: new Date(),
    });
    expect(outcome.status).toBe('approved');
    const { before, after, resource_ref: variantId } = card.change!.changes[0]!;
    const memory = await t.call('receipts_price_memory', { variant_id: variantId }, t.keys.admin);
    expect(memory.body.result.current_price).toBe(after);
    // The seeded history (an earlier approved change up to `before`), then this approval.
    expect(memory.body.result.entries.map((e: { before: number; after: number }) => [e.before, e.after])).toEqual([
      [Math.round((before - 3) * 100) / 100, before],
      [before, after],
    ]);
  });

  it('the seeded intents own what their campaigns hold; revert restores the previous budget', async () => {
    const { intents } = (await t.call('intent_list', { status: 'active' }, t.keys.admin)).body.result as {
      intents: Array<{ id: string; resource_ref: string; desired: number; previous: number; overwritten_at: string | null }>;
    };
    expect(intents).toHaveLength(2);
    for (const i of intents) {
      const campaign = await t.db('ad_campaigns').where({ id: i.resource_ref }).first();
      expect(Number(campaign.daily_budget_cents) / 100).toBe(i.desired);
      expect(i.overwritten_at).toBeNull();
    }
    const [first] = intents;
    const reverted = await t.call('intent_revert', { intent_id: first!.id, reason: 'test' }, t.keys.admin);
    expect(reverted.status).toBe(200);
    expect(Number((await t.db('ad_campaigns').where({ id: first!.resource_ref }).first()).daily_budget_cents) / 100).toBe(first!.previous);
  });

  it('the seeded policies are listed; the one enabled rule only holds refunds for a person, it never refuses an example', async () => {
    const { policies } = (await t.call('policy_list', {}, t.keys.admin)).body.result as {
      policies: Array<{ domain: string; action: string | null; enabled: boolean; effect: string | null; conditions: unknown }>;
    };
    expect(policies.map((p) => [p.domain, p.action, p.enabled]).sort()).toEqual([
      ['ads', null, false],
      ['orders', 'storefront_create_refund', true],
    ]);
    const enabled = policies.filter((p) => p.enabled);
    expect(enabled.map((p) => [p.action, p.effect, p.conditions])).toEqual([
      ['storefront_create_refund', 'require_approval', [{ fact: 'amount_cents', op: 'gt', value: 25_000 }]],
    ]);
    // A proposed write: `require_approval` keeps it waiting for a person (its default anyway).
    expect(OPERATIONS.find((o) => o.name === 'storefront_create_refund')?.tier).toBe('propose_write');
  });
});

/** Every UUID the operations' first request examples name (OPENAPI_DOCUMENT, the served document). */
function exampleIds(): Set<string> {
  const ids = new Set<string>();
  const paths = (
    OPENAPI_DOCUMENT as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }>;
    }
  ).paths;
  for (const item of Object.values(paths)) {
    const [first] = Object.values(item.post?.requestBody?.content['application/json']?.examples ?? {});
    for (const m of JSON.stringify(first?.value ?? null).matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))
      ids.add(m[0]);
  }
  return ids;
}

/** Of `wanted`, those that are an `id` or `*_id` value somewhere in a demo seed anchored on `anchor` (scale 1). */
async function seededIds(wanted: ReadonlySet<string>, anchor: Date): Promise<string[]> {
  const db = openDatabase({ databaseUrl: '', filename: ':memory:' });
  try {
    await migrateLatest(db);
    await seedDemo(db, { anchor });
    const found = new Set<string>();
    for (const table of ALL_TABLES) {
      const columns = Object.keys(await db(table).columnInfo()).filter((c) => c === 'id' || c.endsWith('_id'));
      for (const c of columns)
        for (const id of wanted) if (!found.has(id) && (await db(table).where(c, id).first(c)) !== undefined) found.add(id);
    }
    return [...found].sort();
  } finally {
    await db.destroy();
  }
}

describe('the rows the examples name do not depend on the day the demo store is seeded', () => {
  // The seed's history ends at the anchor (default: today). A row an example names must be the
  // same row whatever that day: on 2026-11-24 the cs examples named a thread only the 2026-11-23
  // seed had. Every id a first example names is a seeded row (none is made by the run).
  it('the same example ids are seeded on dates months apart', async () => {
    const wanted = exampleIds();
    const seeded = [...wanted].sort();
    expect(seeded.length).toBeGreaterThan(15);
    for (const day of [new Date().toISOString().slice(0, 10), '2026-11-20', '2027-02-28', '2027-07-15'])
      expect(await seededIds(wanted, new Date(`${day}T00:00:00Z`)), day).toEqual(seeded);
  }, 120_000);
});
