/**
 * webhookMiddleware over real HTTP on loopback, mounted in Express 5 and in a bare
 * `http.createServer`: the status codes and JSON errors a sender sees, the event the handler gets,
 * dedupe on webhook-id, and the raw-body pitfalls (a JSON parser before it, a raw parser before it).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeduper } from './dedupe.js';
import type { StoreOpsEvent } from './generated/events.js';
import { webhookMiddleware, type WebhookMiddlewareOptions } from './node.js';
import { approvalRequested, serialise } from './test-fixtures.js';
import { createTestSigner, type SignedDelivery } from './testing.js';

const signer = createTestSigner();
const jwks = signer.jwks;
const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

/** An Express 5 app with the middleware at POST /webhooks, after `before` (other middleware). */
function expressApp(options: WebhookMiddlewareOptions, before: express.RequestHandler[] = []) {
  const app = express();
  for (const m of before) app.use(m);
  app.post('/webhooks', webhookMiddleware(options));
  return app;
}

const post = (url: string, d: { headers: Record<string, string>; body: Buffer | string }) =>
  fetch(url, { method: 'POST', headers: d.headers, body: typeof d.body === 'string' ? d.body : new Uint8Array(d.body) });

const delivery = (): SignedDelivery => signer.sign(serialise(approvalRequested()));

describe.each([
  ['Express 5', (o: WebhookMiddlewareOptions) => expressApp(o) as unknown as RequestListener],
  ['http.createServer', (o: WebhookMiddlewareOptions) => webhookMiddleware(o) as unknown as RequestListener],
])('webhookMiddleware in %s', (_name, mount) => {
  it('answers 204 and hands the typed event to onEvent', async () => {
    const events: StoreOpsEvent[] = [];
    const url = await listen(mount({ jwks, onEvent: (e) => void events.push(e) }));
    const d = delivery();
    const res = await post(url, d);
    expect(res.status).toBe(204);
    expect(events).toEqual([JSON.parse(d.body.toString())]);
  });

  it.each([
    ['a tampered body', (d: SignedDelivery) => ({ ...d, body: d.body.toString().replace('EUR', 'USD') }), 400, 'bad_signature'],
    ['no signature', (d: SignedDelivery) => ({ ...d, headers: { ...d.headers, 'webhook-signature': '' } }), 400, 'missing_header'],
    [
      'a stale timestamp',
      (d: SignedDelivery) => signer.sign(d.body, { timestamp: Number(d.headers['webhook-timestamp']) - 3600 }),
      400,
      'timestamp_out_of_tolerance',
    ],
    ['an unknown kid', (d: SignedDelivery) => ({ ...d, headers: { ...d.headers, 'webhook-key-id': 'nope' } }), 400, 'unknown_key'],
  ])('answers %s with %i and the error code, without calling onEvent', async (_case, change, status, code) => {
    let called = 0;
    const url = await listen(mount({ jwks, onEvent: () => void called++ }));
    const res = await post(url, change(delivery()));
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(called).toBe(0);
  });

  it('answers 503 jwks_unavailable when the keys cannot be loaded (the sender retries)', async () => {
    const url = await listen(mount({ jwksUrl: 'http://127.0.0.1:9/jwks.json', onEvent: () => undefined }));
    const res = await post(url, delivery());
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('jwks_unavailable');
  });

  it('answers 413 beyond maxBodyBytes', async () => {
    const url = await listen(mount({ jwks, maxBodyBytes: 100, onEvent: () => undefined }));
    const res = await post(url, delivery());
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });

  it('with dedupe: a redelivery of a handled webhook-id is answered 204 without calling onEvent again; a failed one is retried', async () => {
    const ids: string[] = [];
    const duplicates: string[] = [];
    let failNext = true;
    const url = await listen(
      mount({
        jwks,
        dedupe: createDeduper(),
        onDuplicate: (e) => void duplicates.push(e.id),
        onEvent: (e) => {
          if (failNext) {
            failNext = false;
            throw new Error('database unavailable');
          }
          ids.push(e.id);
        },
      }),
    );
    const d = delivery();
    expect((await post(url, d)).status).toBe(500);
    expect((await post(url, d)).status).toBe(204);
    expect((await post(url, signer.sign(d.body))).status).toBe(204); // a later attempt: new timestamp, same id
    expect(ids).toEqual([d.headers['webhook-id']]);
    expect(duplicates).toEqual([d.headers['webhook-id']]);
  });

  it('acknowledges (204) a signed event of a type newer than the package, tells onIgnored, not onEvent', async () => {
    const ignored: string[] = [];
    let called = 0;
    const url = await listen(mount({ jwks, onEvent: () => void called++, onIgnored: (err) => void ignored.push(err.code) }));
    const res = await post(url, signer.sign(serialise({ ...approvalRequested(), type: 'loyalty.points_awarded' })));
    expect(res.status).toBe(204);
    expect(ignored).toEqual(['unknown_event_type']);
    expect(called).toBe(0);
  });

  it('onEvent may answer itself, e.g. 410 to unsubscribe', async () => {
    const url = await listen(mount({ jwks, onEvent: (_e, { res }) => void res.writeHead(410).end() }));
    expect((await post(url, delivery())).status).toBe(410);
  });
});

describe('webhookMiddleware and Express body parsers', () => {
  it('works after express.raw(), which leaves the bytes in req.body', async () => {
    let got = 0;
    const url = await listen(expressApp({ jwks, onEvent: () => void got++ }, [express.raw({ type: '*/*' })]) as unknown as RequestListener);
    expect((await post(url, delivery())).status).toBe(204);
    expect(got).toBe(1);
  });

  it('works after express.json(), which skips application/cloudevents+json', async () => {
    const url = await listen(expressApp({ jwks, onEvent: () => undefined }, [express.json()]) as unknown as RequestListener);
    expect((await post(url, delivery())).status).toBe(204);
  });

  it('fails loudly (500, via next) when a JSON parser consumed the body first', async () => {
    const errors: string[] = [];
    const app = expressApp({ jwks, onEvent: () => undefined }, [express.json({ type: '*/*' })]);
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(err.message);
      res.status(500).end();
    });
    const url = await listen(app as unknown as RequestListener);
    expect((await post(url, delivery())).status).toBe(500);
    expect(errors).toEqual([expect.stringMatching(/already consumed by a body parser/)]);
  });
});
