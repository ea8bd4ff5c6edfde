/**
 * verifyWebhook against deliveries signed here with node:crypto (testing.ts: `sign('sha256', data,
 * {key, dsaEncoding: 'ieee-p1363'})`), a pinned JWKS object, and a fixed clock: every error code,
 * tolerance edges, header forms and body forms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useNodeCrypto } from './es256.js';
import { WebhookVerificationError, type WebhookErrorCode } from './errors.js';
import { approvalRequested, serialise } from './test-fixtures.js';
import { createTestSigner, type SignedDelivery } from './testing.js';
import { verifyWebhook, type VerifyWebhookOptions } from './verify.js';

const signer = createTestSigner('key-a');
const other = createTestSigner('key-b');
const jwks = { keys: [signer.jwk] };
const NOW = new Date('2026-11-23T10:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

const event = approvalRequested();
const body = serialise(event);
const good = (): SignedDelivery => signer.sign(body, { timestamp: T });
/** Signs `text` (as the body) with `id`, for payload cases whose body is not a valid event. */
const signedBody = (text: string | Uint8Array, id = event.id) => signer.sign(text, { id, timestamp: T });

async function failure(options: Partial<VerifyWebhookOptions> & Pick<VerifyWebhookOptions, 'headers' | 'body'>) {
  const err = await verifyWebhook({ jwks, now: NOW, ...options }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'verifyWebhook should have rejected').toBeInstanceOf(WebhookVerificationError);
  return err as WebhookVerificationError;
}

const withHeader = (d: SignedDelivery, name: string, value: string | string[] | undefined) => {
  const headers: Record<string, string | string[]> = { ...d.headers };
  if (value === undefined) delete headers[name];
  else headers[name] = value;
  return headers;
};

describe('verifyWebhook: a good delivery', () => {
  it('returns the typed event, equal to the parsed body', async () => {
    const verified = await verifyWebhook({ ...good(), jwks, now: NOW });
    expect(verified).toEqual(event);
    expect(verified.type).toBe('approval.requested');
    expect(verified.id).toBe(event.id);
  });

  it.each([
    ['a Buffer', (d: SignedDelivery) => d.body],
    ['a plain Uint8Array', (d: SignedDelivery) => new Uint8Array(d.body)],
    ['an ArrayBuffer', (d: SignedDelivery) => new Uint8Array(d.body).buffer],
    ['a string (UTF-8 decoded, non-ASCII kept)', (d: SignedDelivery) => d.body.toString('utf8')],
  ])('accepts the body as %s', async (_name, form) => {
    const d = good();
    expect(body).toMatch(/é|—/); // the bytes and the string differ in length
    await expect(verifyWebhook({ headers: d.headers, body: form(d), jwks, now: NOW })).resolves.toEqual(event);
  });

  it.each([
    ['a fetch Headers', (h: Record<string, string>) => new Headers(h)],
    ['Node IncomingHttpHeaders (lower case)', (h: Record<string, string>) => ({ ...h, host: 'example.com' })],
    [
      'a record in mixed case',
      (h: Record<string, string>) => ({
        'Webhook-Id': h['webhook-id'],
        'WEBHOOK-TIMESTAMP': h['webhook-timestamp'],
        'Webhook-Signature': h['webhook-signature'],
        'webhook-KEY-id': h['webhook-key-id'],
      }),
    ],
  ])('reads headers from %s, names in any case', async (_name, form) => {
    const d = good();
    await expect(verifyWebhook({ headers: form(d.headers), body: d.body, jwks, now: NOW })).resolves.toEqual(event);
  });

  it('accepts a signature list (Standard Webhooks form): other versions are ignored, any v1a that verifies wins', async () => {
    const d = good();
    const forged = `v1a,${'A'.repeat(86)}`;
    const headers = withHeader(d, 'webhook-signature', `v1,c29tZSBobWFj ${forged} ${d.headers['webhook-signature']}`);
    await expect(verifyWebhook({ headers, body: d.body, jwks, now: NOW })).resolves.toEqual(event);
  });

  it('finds the key by kid among several keys, and tries each key that shares a kid', async () => {
    const d = good();
    const twin = createTestSigner('key-a'); // same kid, other key, listed first
    await expect(verifyWebhook({ ...d, jwks: { keys: [other.jwk, twin.jwk, signer.jwk] }, now: NOW })).resolves.toEqual(event);
  });

  it('a sandbox event keeps sandbox: true', async () => {
    const sandboxEvent = approvalRequested({ sandbox: true });
    const d = signer.sign(serialise(sandboxEvent), { timestamp: T });
    await expect(verifyWebhook({ ...d, jwks, now: NOW })).resolves.toMatchObject({ sandbox: true });
  });
});

describe('verifyWebhook: timestamp tolerance (default 300 s, both ways)', () => {
  it.each([
    [-300, true],
    [300, true],
    [-301, false],
    [301, false],
    [0, true],
  ])('a delivery signed %i s from now: accepted %s', async (offset, accepted) => {
    const d = signer.sign(body, { timestamp: T + offset });
    if (accepted) await expect(verifyWebhook({ ...d, jwks, now: NOW })).resolves.toEqual(event);
    else {
      const err = await failure({ ...d });
      expect(err.code).toBe('timestamp_out_of_tolerance');
      expect(err.message).toContain(offset < 0 ? '301 s in the past' : '301 s in the future');
    }
  });

  it('honours toleranceSeconds', async () => {
    const d = signer.sign(body, { timestamp: T - 11 });
    expect((await failure({ ...d, toleranceSeconds: 10 })).code).toBe('timestamp_out_of_tolerance');
    await expect(verifyWebhook({ ...d, jwks, now: NOW, toleranceSeconds: 11 })).resolves.toEqual(event);
  });
});

/** One row per refusal: the delivery, the code, and a fragment of the message naming what is wrong. */
const refusals: Array<
  [string, () => Pick<VerifyWebhookOptions, 'headers' | 'body'> & Partial<VerifyWebhookOptions>, WebhookErrorCode, RegExp]
> = [
  ['no webhook-id', () => ({ headers: withHeader(good(), 'webhook-id', undefined), body }), 'missing_header', /missing webhook-id header$/],
  [
    'no webhook-timestamp',
    () => ({ headers: withHeader(good(), 'webhook-timestamp', undefined), body }),
    'missing_header',
    /webhook-timestamp/,
  ],
  [
    'no webhook-signature',
    () => ({ headers: withHeader(good(), 'webhook-signature', undefined), body }),
    'missing_header',
    /webhook-signature/,
  ],
  ['no webhook-key-id', () => ({ headers: withHeader(good(), 'webhook-key-id', undefined), body }), 'missing_header', /webhook-key-id/],
  ['an empty webhook-id', () => ({ headers: withHeader(good(), 'webhook-id', ' '), body }), 'missing_header', /webhook-id/],
  [
    'no headers at all',
    () => ({ headers: {}, body }),
    'missing_header',
    /missing webhook-id, webhook-timestamp, webhook-signature, webhook-key-id headers/,
  ],
  [
    'a timestamp in milliseconds-looking text',
    () => ({ headers: withHeader(good(), 'webhook-timestamp', '1.7e9'), body }),
    'malformed_header',
    /webhook-timestamp must be Unix seconds/,
  ],
  [
    'an ISO timestamp',
    () => ({ headers: withHeader(good(), 'webhook-timestamp', NOW.toISOString()), body }),
    'malformed_header',
    /webhook-timestamp/,
  ],
  [
    'a signature without the v1a version',
    () => ({ headers: withHeader(good(), 'webhook-signature', good().headers['webhook-signature'].slice(4)), body }),
    'malformed_header',
    /no v1a entry/,
  ],
  [
    'a Standard Webhooks v1 (HMAC) signature only',
    () => ({ headers: withHeader(good(), 'webhook-signature', 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='), body }),
    'malformed_header',
    /no v1a entry.*"v1"/,
  ],
  [
    'a signature in standard base64 with padding',
    () => {
      const d = good();
      const b64 = Buffer.from(d.headers['webhook-signature'].slice(4), 'base64url').toString('base64');
      return { headers: withHeader(d, 'webhook-signature', `v1a,${b64}`), body };
    },
    'malformed_header',
    /standard base64 is not accepted/,
  ],
  [
    'a DER-encoded signature',
    () => ({ headers: withHeader(good(), 'webhook-signature', `v1a,${Buffer.alloc(71, 1).toString('base64url')}`), body }),
    'malformed_header',
    /86 base64url characters/,
  ],
  [
    'a webhook-id with a space',
    () => ({ headers: withHeader(good(), 'webhook-id', 'evt 1'), body }),
    'malformed_header',
    /webhook-id must be/,
  ],
  [
    'webhook-id sent twice',
    () => ({ headers: withHeader(good(), 'webhook-id', [event.id, event.id]), body }),
    'malformed_header',
    /webhook-id was sent 2 times/,
  ],
  [
    'a stale delivery (replay after 10 minutes)',
    () => signer.sign(body, { timestamp: T - 600 }),
    'timestamp_out_of_tolerance',
    /600 s in the past; at most 300 s/,
  ],
  ['an unknown kid', () => ({ headers: withHeader(good(), 'webhook-key-id', 'key-z'), body }), 'unknown_key', /kid "key-z"/],
  ['a kid whose key is not ES256', () => good(), 'unknown_key', /kid "key-a"/],
  [
    'a wrong key (signed by key-b, named key-a)',
    () => ({ headers: { ...other.sign(body, { timestamp: T }).headers, 'webhook-key-id': 'key-a' }, body }),
    'bad_signature',
    /does not verify with key "key-a"/,
  ],
  [
    'a tampered body (one byte)',
    () => ({ headers: good().headers, body: body.replace('12000', '12001') }),
    'bad_signature',
    /webhook-signature does not verify/,
  ],
  [
    'a re-serialised body (pretty-printed JSON)',
    () => ({ headers: good().headers, body: JSON.stringify(JSON.parse(body), null, 2) }),
    'bad_signature',
    /re-serialised/,
  ],
  ['a tampered webhook-id', () => ({ headers: withHeader(good(), 'webhook-id', 'another-id'), body }), 'bad_signature', /does not verify/],
  [
    'a tampered timestamp (still within tolerance)',
    () => ({ headers: withHeader(good(), 'webhook-timestamp', String(T - 1)), body }),
    'bad_signature',
    /does not verify/,
  ],
  [
    'a forged non-JSON body: signature checked before parsing',
    () => ({ headers: good().headers, body: 'not json' }),
    'bad_signature',
    /does not verify/,
  ],
  ['a signed body that is not JSON', () => signedBody('not json'), 'invalid_payload', /the body is not JSON/],
  ['a signed body that is not UTF-8', () => signedBody(new Uint8Array([0x7b, 0xff, 0x7d])), 'invalid_payload', /not UTF-8/],
  ['a signed JSON array', () => signedBody('[]'), 'invalid_payload', /JSON object/],
  ['no specversion', () => signedBody(serialise({ ...event, specversion: undefined })), 'invalid_payload', /specversion must be "1.0"/],
  ['CloudEvents 0.3', () => signedBody(serialise({ ...event, specversion: '0.3' })), 'invalid_payload', /specversion/],
  [
    'an id other than webhook-id',
    () => signedBody(serialise(event), 'evt_other'),
    'invalid_payload',
    /is not the webhook-id header "evt_other"/,
  ],
  ['no type', () => signedBody(serialise({ ...event, type: undefined })), 'invalid_payload', /attribute type is missing/],
  [
    'a type newer than the package (well-formed, signed)',
    () => signedBody(serialise({ ...event, type: 'order.exploded' })),
    'unknown_event_type',
    /"order.exploded" is newer than this version of @storeops\/webhooks: acknowledge it \(2xx\)/,
  ],
  [
    'an unknown type in a malformed envelope',
    () => signedBody(serialise({ ...event, type: 'order.exploded', time: undefined })),
    'invalid_payload',
    /time is missing/,
  ],
  ['no source', () => signedBody(serialise({ ...event, source: undefined })), 'invalid_payload', /source is missing/],
  [
    'a time that is not RFC 3339',
    () => signedBody(serialise({ ...event, time: 'yesterday' })),
    'invalid_payload',
    /time must be an RFC 3339/,
  ],
  ['another datacontenttype', () => signedBody(serialise({ ...event, datacontenttype: 'text/xml' })), 'invalid_payload', /datacontenttype/],
  ['data not an object', () => signedBody(serialise({ ...event, data: 'x' })), 'invalid_payload', /data must be a JSON object/],
  ['sandbox not a boolean', () => signedBody(serialise({ ...event, sandbox: 'yes' })), 'invalid_payload', /sandbox must be a boolean/],
  ['no subject', () => signedBody(serialise({ ...event, subject: undefined })), 'invalid_payload', /subject is missing/],
  ['a jwks that is not a key set', () => ({ ...good(), jwks: { keys: 'none' } as never }), 'jwks_unavailable', /not a JSON Web Key Set/],
];

describe('verifyWebhook: every refusal has its code and a message naming what is wrong', () => {
  it.each(refusals)('%s', async (name, delivery, code, message) => {
    const options = delivery();
    const jwksFor = name === 'a kid whose key is not ES256' ? { keys: [{ ...signer.jwk, alg: 'ES384' }] } : (options.jwks ?? jwks);
    const err = await failure({ ...options, jwks: jwksFor });
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
    expect(err.name).toBe('WebhookVerificationError');
  });
});

describe('verifyWebhook: programming errors are TypeErrors, not refusals', () => {
  it.each([
    ['neither jwks nor jwksUrl', { jwks: undefined }],
    ['both jwks and jwksUrl', { jwksUrl: 'https://example.com/.well-known/jwks.json' }],
    ['a parsed body', { body: event as never }],
  ])('%s', async (_name, patch) => {
    await expect(verifyWebhook({ ...good(), jwks, now: NOW, ...patch })).rejects.toBeInstanceOf(TypeError);
  });
});

describe('verifyWebhook with WebCrypto only (as in Deno, Bun, edge runtimes)', () => {
  afterEach(() => useNodeCrypto(true));
  it.each(refusals.filter(([, , code]) => code === 'bad_signature'))('%s', async (_name, delivery) => {
    useNodeCrypto(false);
    expect((await failure(delivery())).code).toBe('bad_signature');
  });
  it('a good delivery', async () => {
    useNodeCrypto(false);
    await expect(verifyWebhook({ ...good(), jwks, now: NOW })).resolves.toEqual(event);
  });
});
