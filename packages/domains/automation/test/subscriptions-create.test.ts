/**
 * Creating webhook subscriptions through HTTP (seed: Events
 * "Subscribing", Limits): each rule with its own test, on the real paths
 * (`POST /api/v1/subscriptions`, `POST /api/v1/finance/subscriptions`), and a refusal saves
 * nothing. The server's resolver is a fixed table (no test touches real DNS); the development
 * loopback switch is off except where a test says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DNS, useTestServer, testResolver, startTestServer, type TestServer } from '@storeops/testkit/server';

const DNS: Record<string, readonly string[]> = {
  ...TEST_DNS,
  'hooks.example.net': ['198.51.99.7'], // public (outside 198.51.100.0/24, the documentation range)
  'internal.example.net': ['10.0.0.5'],
  'mixed.example.net': ['93.184.215.14', '10.1.2.3'],
  'cgnat.example.net': ['100.64.1.1'],
  'metadata.example.net': ['169.254.169.254'],
  'ula.example.net': ['fd00::1'],
  'loop.example.net': ['127.0.0.1'],
};

const t = useTestServer({ scale: 0.05, webhooks: { resolver: testResolver(DNS) } }, { admin: ['admin'] });
let hostedEntity: string;
let businessEntity: string;

/** POSTs `body` to a path of the API (not the /tools/ alias) and parses the answer. */
async function post(path: string, body: unknown, key: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const subscribe = (body: Record<string, unknown>, key = t.keys.admin) => post('/api/v1/subscriptions', body, key);
const subscribeFinance = (body: Record<string, unknown>, key = t.keys.admin) => post('/api/v1/finance/subscriptions', body, key);
const count = async () => Number((await t.db('webhook_subscriptions').count({ n: '*' }).first())!.n);

/** Expects a 400 invalid_request whose message starts with `field: ` and that nothing was saved. */
async function refused(answer: Promise<{ status: number; body: any }>, field: string, detail?: RegExp): Promise<string> {
  const before = await count();
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe('invalid_request');
  expect(res.body.message.startsWith(`${field}: `), res.body.message).toBe(true);
  if (detail !== undefined) expect(res.body.message).toMatch(detail);
  expect(await count()).toBe(before);
  return res.body.message as string;
}

beforeAll(async () => {
  hostedEntity = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).first()).id;
  businessEntity = (await t.db('finance_entities').where({ store_id: t.businessStoreId }).first()).id;
});

describe('url: https only, public addresses only (checked at creation)', () => {
  it('saves an https endpoint whose host resolves to public addresses, active, with the creator and its scopes', async () => {
    const res = await subscribe({ url: 'https://hooks.example.net/storeops', event_types: ['order.*'], description: 'Order sync' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.subscription).toMatchObject({
      kind: 'store',
      entity_id: null,
      url: 'https://hooks.example.net/storeops',
      event_types: ['order.*'],
      receives: ['order.created', 'order.refunded'],
      scopes: ['admin'],
      description: 'Order sync',
      state: 'active',
      state_reason: null,
      consecutive_failures: 0,
    });
    expect(res.body.result.warnings).toEqual([]);
    const row = await t.db('webhook_subscriptions').where({ id: res.body.result.subscription.id }).first();
    expect(row).toMatchObject({ store_id: t.hostedStoreId, state: 'active', scopes: '["admin"]' });
    expect(row.created_by).toMatch(/^key_|^[0-9a-f-]{36}$/);
    const receipt = await t.db('receipts').where({ id: res.body.result.receipt_id }).first();
    expect(receipt).toMatchObject({ operation: 'subscription_create', resource_kind: 'webhook_subscription', resource_ref: row.id });
    expect(JSON.parse(receipt.reversal)).toMatchObject({ operation: 'subscription_delete', arguments: { subscription_id: row.id } });
  });

  it('refuses http, credentials in the URL, and what is not a URL', async () => {
    await refused(subscribe({ url: 'http://hooks.example.net/storeops' }), 'url', /must be https/);
    await refused(subscribe({ url: 'https://user:secret@hooks.example.net/storeops' }), 'url', /credentials/);
    await refused(subscribe({ url: 'hooks.example.net/storeops' }), 'url', /not an absolute URL/);
    await refused(subscribe({ url: 'ftp://hooks.example.net/x' }), 'url', /must be https/);
  });

  it('refuses a host that resolves to a private, loopback, link-local, CGNAT or unique-local address, or to any one of them', async () => {
    for (const [host, range] of [
      ['internal.example.net', 'private'],
      ['mixed.example.net', 'private'],
      ['cgnat.example.net', 'carrierGradeNat'],
      ['metadata.example.net', 'linkLocal'],
      ['ula.example.net', 'uniqueLocal'],
      ['loop.example.net', 'loopback'],
    ] as const) {
      const message = await refused(subscribe({ url: `https://${host}/hook` }), 'url');
      expect(message).toBe(`url: host ${host} resolves to a non-public address (${range})`);
    }
  });

  it('refuses IP literals that are not public, and a host that does not resolve', async () => {
    for (const url of [
      'https://127.0.0.1:8443/hook',
      'https://[::1]:8443/hook',
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://192.168.1.10/hook',
      'https://100.100.100.100/x',
      'https://[fe80::1]/x',
      'https://0.0.0.0/x',
      'https://[::ffff:10.0.0.1]/x',
    ]) {
      await refused(subscribe({ url }), 'url', /non-public address/);
    }
    await refused(subscribe({ url: 'https://nowhere.example.net/hook' }), 'url', /does not resolve/);
  });

  it('without the development switch, localhost is refused like any private host', async () => {
    await refused(subscribe({ url: 'http://localhost:9999/hook' }), 'url', /must be https/);
    await refused(subscribe({ url: 'https://localhost:9999/hook' }), 'url', /non-public address \(loopback\)/);
  });

  it('a retry with the same Idempotency-Key replays the first answer without resolving again', async () => {
    const send = (key: string) =>
      fetch(`${t.baseUrl}/api/v1/subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.keys.admin}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ url: 'https://rebind.example.net/hook', event_types: ['order.*'] }),
      });
    DNS['rebind.example.net'] = ['198.51.99.8'];
    try {
      const first = await send('sub-rebind-1');
      expect(first.status).toBe(200);
      const id = ((await first.json()) as { result: { subscription: { id: string } } }).result.subscription.id;
      DNS['rebind.example.net'] = ['10.9.9.9']; // the name now points inside: a new creation is refused
      const replay = await send('sub-rebind-1');
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replay.json()) as { result: { subscription: { id: string } } }).result.subscription.id).toBe(id);
      const fresh = await send('sub-rebind-2');
      expect(fresh.status).toBe(400);
      expect(((await fresh.json()) as { message: string }).message).toBe(
        'url: host rebind.example.net resolves to a non-public address (private)',
      );
    } finally {
      delete DNS['rebind.example.net'];
    }
  });

  it('finance subscriptions follow the same URL rules', async () => {
    await refused(subscribeFinance({ entity_id: hostedEntity, url: 'https://internal.example.net/fin' }), 'url', /non-public/);
    await refused(subscribeFinance({ entity_id: hostedEntity, url: 'http://hooks.example.net/fin' }), 'url', /must be https/);
  });
});

describe('STOREOPS_WEBHOOKS_ALLOW_LOOPBACK (development only)', () => {
  let dev: TestServer;
  let key: string;
  beforeAll(async () => {
    dev = await startTestServer({ scale: 0.05, webhooks: { allowLoopback: true, resolver: testResolver(DNS) } });
    key = await dev.key(['admin']);
  });
  afterAll(async () => dev?.close());

  it('admits http and https to localhost, 127.0.0.1 and [::1] with a port, and nothing else private', async () => {
    for (const url of ['http://127.0.0.1:9999/hook', 'http://localhost:9999/hook', 'https://[::1]:8443/hook']) {
      const res = await dev.call('subscription_create', { url, event_types: ['approval.*'] }, key);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    }
    for (const [url, why] of [
      ['http://127.0.0.1/hook', /must be https/],
      ['http://10.0.0.5:8080/hook', /must be https/],
      ['https://10.0.0.5:8443/hook', /non-public/],
      ['https://loop.example.net:8443/hook', /non-public address \(loopback\)/],
    ] as const) {
      const res = await dev.call('subscription_create', { url, event_types: ['approval.*'] }, key);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(why);
    }
  });
});

describe('event_types: exact types or a trailing *, matched against the catalogue', () => {
  it('accepts exact types, prefixes ending in * and * alone; receives says what each matches', async () => {
    const cases: Array<[string[], string[]]> = [
      [['approval.requested'], ['approval.requested']],
      [
        ['approval.*', 'order.created'],
        ['order.created', 'approval.requested', 'approval.decided', 'approval.expired'],
      ],
      [['order*'], ['order.created', 'order.refunded']],
      [
        ['intent.field_overwritten_externally', 'approval.decided'],
        ['approval.decided', 'intent.field_overwritten_externally'],
      ],
    ];
    for (const [event_types, receives] of cases) {
      const res = await subscribe({ url: 'https://hooks.example.net/x', event_types });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.subscription.receives).toEqual(receives);
      await t.call('subscription_delete', { subscription_id: res.body.result.subscription.id }, t.keys.admin);
    }
    const every = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['*'] });
    expect(every.body.result.subscription.receives).toHaveLength(10);
    await t.call('subscription_delete', { subscription_id: every.body.result.subscription.id }, t.keys.admin);
  });

  it('refuses an entry with * anywhere but the end', async () => {
    await refused(subscribe({ url: 'https://hooks.example.net/x', event_types: ['*.created'] }), 'event_types[0]', /must match/);
    await refused(
      subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.created', 'ord*er'] }),
      'event_types[1]',
      /must match/,
    );
  });

  it('refuses an entry that matches no catalogued type of the family, naming it', async () => {
    const message = await refused(
      subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.created', 'approval.*', 'shipment.*'] }),
      'event_types[2]',
    );
    expect(message).toMatch(/shipment\.\* matches no store event type/);
    await refused(
      subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.deleted'] }),
      'event_types[0]',
      /matches no store event type/,
    );
  });

  it('refuses a finance type on a store subscription (and a store type on a finance one), saying where it belongs', async () => {
    await refused(
      subscribe({ url: 'https://hooks.example.net/x', event_types: ['fin.entry.*'] }),
      'event_types[0]',
      /finance event types only; subscribe them with finance_subscription_create/,
    );
    await refused(
      subscribeFinance({ entity_id: hostedEntity, url: 'https://hooks.example.net/x', event_types: ['fin.entry.posted', 'order.*'] }),
      'event_types[1]',
      /store event types only; subscribe them with subscription_create/,
    );
  });
});

describe('a type that is defined but does not publish yet: saved with a no_publisher_yet warning', () => {
  it('lists the silent types in the warning and saves the subscription', async () => {
    const res = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['approval.*', 'compliance.finding_opened', 'cs.*'] });
    expect(res.status).toBe(200);
    expect(res.body.result.warnings).toEqual([
      {
        code: 'no_publisher_yet',
        message: expect.stringContaining('compliance.finding_opened'),
        event_types: ['compliance.finding_opened'],
      },
    ]);
    expect(await t.db('webhook_subscriptions').where({ id: res.body.result.subscription.id }).first()).toBeDefined();
    expect(res.body.result.subscription.receives).toContain('compliance.finding_opened');
    // product.price_changed and campaign.status_changed are published: no warning.
    const prices = await subscribe({
      url: 'https://hooks.example.net/p',
      event_types: ['product.price_changed', 'campaign.status_changed'],
    });
    expect(prices.body.result.warnings).toEqual([]);
  });

  it('warns about every silent type an omitted filter receives; a filter of publishing types gets no warning', async () => {
    const all = await subscribe({ url: 'https://hooks.example.net/all' });
    expect(all.body.result.warnings[0].event_types).toEqual(['compliance.finding_opened']);
    const quiet = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['approval.decided'] });
    expect(quiet.body.result.warnings).toEqual([]);
    const finance = await subscribeFinance({ entity_id: hostedEntity, url: 'https://hooks.example.net/f', event_types: ['fin.bank*'] });
    expect(finance.body.result.warnings[0].event_types).toEqual(['fin.bank.consent_expiring']);
  });
});

describe('scopes: automation:write plus the read scope of every type the filter matches', () => {
  it('refuses a filter whose types need a read scope the credential lacks, naming the missing scopes', async () => {
    const writer = await t.key(['automation:write']);
    const before = await count();
    const res = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.*'] }, writer);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'insufficient_scope', required_scopes: ['orders:read'] });
    expect(res.body.message).toMatch(/order\.created, order\.refunded needs orders:read/);
    const partial = await t.key(['automation:write', 'orders:read']);
    const mixed = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.*', 'approval.requested', 'cs.*'] }, partial);
    expect(mixed.status).toBe(403);
    expect(mixed.body.required_scopes).toEqual(['cs:read', 'automation:read']);
    expect(await count()).toBe(before);
    const enough = await t.key(['automation:write', 'orders:read', 'automation:read', 'cs:read']);
    expect(
      (await subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.*', 'approval.requested', 'cs.*'] }, enough)).status,
    ).toBe(200);
    // The read bundle covers every read scope.
    expect(
      (
        await subscribe(
          { url: 'https://hooks.example.net/x', event_types: ['order.*', 'approval.*'] },
          await t.key(['read', 'automation:write']),
        )
      ).status,
    ).toBe(200);
  });

  it('needs automation:write to subscribe at all', async () => {
    const reader = await t.key(['read']);
    const res = await subscribe({ url: 'https://hooks.example.net/x', event_types: ['order.*'] }, reader);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    expect(res.body.required_scopes).toContain('automation:write');
  });

  it('an omitted filter means every type of the family the credential may read, bounded by the stored scopes', async () => {
    const key = await t.key(['automation:write', 'orders:read']);
    const res = await subscribe({ url: 'https://hooks.example.net/orders' }, key);
    expect(res.status).toBe(200);
    expect(res.body.result.subscription).toMatchObject({
      event_types: null,
      receives: ['order.created', 'order.refunded'],
      scopes: ['automation:write', 'orders:read'],
    });
    expect(res.body.result.warnings).toEqual([]);
    const none = await subscribe({ url: 'https://hooks.example.net/none' }, await t.key(['automation:write']));
    expect(none.status).toBe(403);
    expect(none.body.error).toBe('insufficient_scope');
    expect(none.body.required_scopes).toEqual(expect.arrayContaining(['orders:read', 'automation:read', 'catalog:read']));
    expect(none.body.message).toMatch(/^event_types: omitted/);
  });

  it('finance events need finance:read', async () => {
    const key = await t.key(['automation:write', 'orders:read']);
    const res = await subscribeFinance({ entity_id: hostedEntity, url: 'https://hooks.example.net/f', event_types: ['fin.entry.*'] }, key);
    expect(res.status).toBe(403);
    expect(res.body.required_scopes).toEqual(['finance:read']);
    const omitted = await subscribeFinance({ entity_id: hostedEntity, url: 'https://hooks.example.net/f' }, key);
    expect(omitted.status).toBe(403);
    expect(omitted.body.required_scopes).toEqual(['finance:read']);
    const ok = await subscribeFinance(
      { entity_id: hostedEntity, url: 'https://hooks.example.net/f' },
      await t.key(['automation:write', 'finance:read']),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.result.subscription.receives).toHaveLength(11);
  });
});

describe('finance subscriptions are per finance entity of the store', () => {
  it('saves one for an entity of the store', async () => {
    const res = await subscribeFinance({
      entity_id: hostedEntity,
      url: 'https://hooks.example.net/books',
      event_types: ['fin.entry.*', 'fin.period.*'],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.subscription).toMatchObject({
      kind: 'finance',
      entity_id: hostedEntity,
      receives: ['fin.entry.posted', 'fin.entry.reversed', 'fin.period.closed', 'fin.period.reopened'],
    });
  });

  it('refuses an entity that is not one of the store’s, naming entity_id', async () => {
    await refused(
      subscribeFinance({ entity_id: businessEntity, url: 'https://hooks.example.net/books' }),
      'entity_id',
      /not a finance entity/,
    );
    await refused(
      subscribeFinance({ entity_id: '00000000-0000-4000-8000-000000000000', url: 'https://hooks.example.net/books' }),
      'entity_id',
    );
    await refused(subscribeFinance({ entity_id: 'not-a-uuid', url: 'https://hooks.example.net/books' }), 'entity_id', /UUID/);
  });
});

describe('at most 20 subscriptions per store; finance subscriptions counted per entity', () => {
  it('refuses the 21st store subscription, counts every state, and takes one again after a deletion', async () => {
    const s = await startTestServer({ scale: 0.05, webhooks: { resolver: testResolver(DNS) } });
    try {
      const key = await s.key(['admin']);
      const entity = (await s.db('finance_entities').where({ store_id: s.hostedStoreId }).first()).id;
      const stored = Number(
        (await s.db('webhook_subscriptions').where({ store_id: s.hostedStoreId, kind: 'store' }).count({ n: '*' }).first())!.n,
      );
      expect(stored).toBe(3); // the seeded ones (one unsubscribed, one disabled) count too
      let last = '';
      for (let i = stored; i < 20; i++) {
        const res = await s.call('subscription_create', { url: `https://hooks.example.net/${i}`, event_types: ['order.*'] }, key);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        last = res.body.result.subscription.id;
      }
      const over = await s.call('subscription_create', { url: 'https://hooks.example.net/21', event_types: ['order.*'] }, key);
      expect(over.status).toBe(400);
      expect(over.body.error).toBe('invalid_request');
      expect(over.body.message).toMatch(/already has 20 store subscriptions/);
      // Finance subscriptions do not count towards the store's 20; they have 20 per entity.
      for (let i = 0; i < 20; i++) {
        const res = await s.call('finance_subscription_create', { entity_id: entity, url: `https://hooks.example.net/f${i}` }, key);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const overFinance = await s.call('finance_subscription_create', { entity_id: entity, url: 'https://hooks.example.net/f21' }, key);
      expect(overFinance.status).toBe(400);
      expect(overFinance.body.message).toMatch(/finance entity already has 20 finance subscriptions/);
      expect((await s.call('subscription_delete', { subscription_id: last }, key)).status).toBe(200);
      expect((await s.call('subscription_create', { url: 'https://hooks.example.net/again', event_types: ['order.*'] }, key)).status).toBe(
        200,
      );
      // Another store has its own 20.
      const business = await s.key(['admin'], { storeId: s.businessStoreId });
      expect((await s.call('subscription_create', { url: 'https://hooks.example.net/b', event_types: ['order.*'] }, business)).status).toBe(
        200,
      );
    } finally {
      await s.close();
    }
  }, 60_000);
});
